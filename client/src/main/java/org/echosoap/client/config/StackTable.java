package org.echosoap.client.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.echosoap.server.stacks.StackRows;
import org.echosoap.server.stacks.StackRows.Row;

/**
 * {@code conf/stacks.tsv}, packaged into the client jar: where each stack the launcher deploys is, the one table the
 * launcher and the client both read, with the one reader they share ({@link StackRows}, JDK only). A row gives a stack's {@link StackPlacement}: a WAR whose context is
 * {@code echosoap-X} sits next to echosoap.war and is renamed with it ({@code /foo} -> {@code /foo-cxf}); another
 * context is the WAR's own ({@code /axis1}); a server is on Tomcat's host at its port offset below its path.
 *
 * <pre>{@code
 * StackTable.placementOf("cxf");      // StackPlacement.nextToEchosoapWar("-cxf")
 * StackTable.placementOf("soaplite"); // StackPlacement.ownServer(4000, "/soaplite")
 * }</pre>
 */
public final class StackTable {

    /** The resource the client's build copies {@code conf/stacks.tsv} to. */
    static final String RESOURCE = "stacks.tsv";

    /** echosoap.war's own context: a WAR whose context extends it is renamed with it. */
    private static final String ECHOSOAP = "echosoap";

    private static final Map<String, Row> ROWS = read();

    private StackTable() {
    }

    /** The keys of the table, in its order. */
    public static List<String> keys() {
        return List.copyOf(ROWS.keySet());
    }

    /** The row of {@code key}. @throws IllegalStateException when the table has none (a build defect) */
    static Row row(String key) {
        Row row = ROWS.get(key);
        if (row == null) {
            throw new IllegalStateException("conf/stacks.tsv has no row for the stack '" + key + "'");
        }
        return row;
    }

    /** Where the stack {@code key} is, as its row says. */
    public static StackPlacement placementOf(String key) {
        Row row = row(key);
        if (row.kind() == StackRows.Kind.SERVER) {
            return StackPlacement.ownServer(row.portOffset(), "/" + row.context());
        }
        return row.context().startsWith(ECHOSOAP)
                ? StackPlacement.nextToEchosoapWar(row.context().substring(ECHOSOAP.length()))
                : StackPlacement.warAt(row.context());
    }

    /** The rows {@code in} holds; a malformed table is a build defect, told in one line. */
    static Map<String, Row> parse(BufferedReader in) throws IOException {
        try {
            return StackRows.parse(in, "conf/stacks.tsv");
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(e.getMessage());
        }
    }

    private static Map<String, Row> read() {
        try (InputStream in = StackTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the client jar has no " + RESOURCE + " (conf/stacks.tsv)");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
