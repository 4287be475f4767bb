package org.echosoap.server.stacks;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of {@code conf/stacks.tsv}, the one table that says where each SOAP stack is: the launcher reads it to
 * deploy the stacks, the client (from its jar) to find them. This class alone knows the file's format; it uses the
 * JDK alone, so the client's configuration leaf can read it too.
 *
 * <pre>{@code
 * Map<String, StackRows.Row> rows = StackRows.parse(Files.readAllLines(file), file.toString());
 * rows.get("cxf").context(); // "echosoap-cxf"
 * }</pre>
 */
public final class StackRows {

    /** The stack echosoap.war serves: the table must have it (its WAR carries the baselines every stack needs). */
    public static final String AXIS2 = "axis2";

    /** Whether a stack is a WAR in echosoap's Tomcat or a process of its own beside it. */
    public enum Kind { WAR, SERVER }

    /**
     * One line of the table.
     *
     * @param module     the Maven module that builds it (a WAR is {@code module/target/file})
     * @param file       the WAR's file name; for a server, the script that starts it, relative to the module
     * @param context    the WAR's context, or a server's path
     * @param byDefault  whether {@code server start} deploys it without {@code --stacks}
     * @param portOffset a server's port over Tomcat's; 0 for a WAR
     */
    public record Row(String key, Kind kind, String module, String file, String context, boolean byDefault,
                      int portOffset) {
    }

    private StackRows() {
    }

    /**
     * The rows by key, in the table's order; blank lines and {@code #} comments are skipped.
     *
     * @throws IllegalArgumentException one line naming {@code source}, the line number and the expected columns
     */
    public static Map<String, Row> parse(List<String> lines, String source) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t", -1);
            boolean wellFormed = c.length == 7 && !c[0].isEmpty() && (c[1].equals("war") || c[1].equals("server"))
                    && (c[5].equals("yes") || c[5].equals("no")) && (c[6].equals("-") || c[6].matches("\\d{1,5}"));
            if (!wellFormed) {
                throw new IllegalArgumentException(source + " line " + (i + 1)
                        + ": expected key, war|server, module, file, context, yes|no, port (tab-separated): " + line);
            }
            if (rows.containsKey(c[0])) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": the stack '" + c[0]
                        + "' has a row already");
            }
            rows.put(c[0], new Row(c[0], c[1].equals("war") ? Kind.WAR : Kind.SERVER, c[2], c[3], c[4],
                    c[5].equals("yes"), c[6].equals("-") ? 0 : Integer.parseInt(c[6])));
        }
        if (!rows.containsKey(AXIS2)) {
            throw new IllegalArgumentException(source + " has no row for " + AXIS2 + " (echosoap.war)");
        }
        return Collections.unmodifiableMap(rows);
    }

    /** As {@link #parse(List, String)}, reading {@code in} to its end. */
    public static Map<String, Row> parse(BufferedReader in, String source) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lines.add(line);
        }
        return parse(lines, source);
    }
}
