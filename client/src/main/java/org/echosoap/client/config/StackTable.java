package org.echosoap.client.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code conf/stacks.tsv}, packaged into the client jar: where each stack the launcher deploys is, the one table the
 * launcher and the client both read. A row gives a stack's {@link StackPlacement}: a WAR whose context is
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

    /** One row: the columns the launcher reads too. */
    record Row(String key, String kind, String module, String file, String context, boolean byDefault,
               int portOffset) {
    }

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
        if (row.kind().equals("server")) {
            return StackPlacement.ownServer(row.portOffset(), "/" + row.context());
        }
        return row.context().startsWith(ECHOSOAP)
                ? StackPlacement.nextToEchosoapWar(row.context().substring(ECHOSOAP.length()))
                : StackPlacement.warAt(row.context());
    }

    static Map<String, Row> parse(BufferedReader in) throws IOException {
        Map<String, Row> rows = new LinkedHashMap<>();
        int number = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t", -1);
            if (c.length != 7 || !(c[1].equals("war") || c[1].equals("server"))
                    || !(c[5].equals("yes") || c[5].equals("no"))) {
                throw new IllegalStateException("conf/stacks.tsv line " + number
                        + ": expected key, war|server, module, file, context, yes|no, port (tab-separated): " + line);
            }
            int port = c[6].equals("-") ? 0 : Integer.parseInt(c[6]);
            rows.put(c[0], new Row(c[0], c[1], c[2], c[3], c[4], c[5].equals("yes"), port));
        }
        return rows;
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
