package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.echosoap.server.stacks.StackRows;

/**
 * The {@code --war FILE} values of {@code server start}, checked before anything starts. Each becomes the context
 * named like the file without {@code .war}, so it must be a .war, and no two (nor one and a stack's WAR) may share a
 * name.
 *
 * <pre>{@code
 * ExtraWars.check(List.of(Path.of("orders.war")), table);
 * ExtraWars.context(Path.of("x/orders.war")); // "orders"
 * }</pre>
 */
public final class ExtraWars {

    private ExtraWars() {
    }

    /** The context a WAR is deployed under: its file name without {@code .war}. */
    public static String context(Path war) {
        String name = war.getFileName().toString();
        return name.endsWith(".war") ? name.substring(0, name.length() - ".war".length()) : name;
    }

    public static void check(List<Path> wars, StackTable table) {
        Set<String> seen = new HashSet<>(Set.of("echosoap"));
        for (Path war : wars) {
            String name = war.getFileName() == null ? "" : war.getFileName().toString();
            if (!name.endsWith(".war")) {
                throw LauncherException.failure("--war " + war
                        + ": not a .war file (its name without .war becomes the context path)");
            }
            String context = context(war);
            if (context.isEmpty()) {
                throw LauncherException.failure("--war " + war + ": the file name gives no context path");
            }
            if (context.equals("echosoap")) {
                throw LauncherException.failure("--war " + war
                        + ": the name echosoap.war is taken by echosoap's own WAR; rename yours");
            }
            for (String stack : table.keys(StackRows.Kind.WAR)) {
                if (context.equals(table.context(stack))) {
                    throw LauncherException.failure("--war " + war + ": the context /" + context + " is taken by the "
                            + stack + " stack's WAR; rename yours");
                }
            }
            if (!seen.add(context)) {
                throw LauncherException.failure("--war " + war + ": another --war already deploys as /" + context);
            }
        }
    }

    /** The file absolute, with its links resolved where it exists (it need not). */
    static Path canonical(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            return absolute.toRealPath();
        } catch (IOException e) {
            return absolute;
        }
    }
}
