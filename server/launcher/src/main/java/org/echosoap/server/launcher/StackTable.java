package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.echosoap.server.stacks.StackRows;
import org.echosoap.server.stacks.StackRows.Kind;
import org.echosoap.server.stacks.StackRows.Row;

/**
 * {@code conf/stacks.tsv} as the launcher reads it: which WARs {@code server start} deploys and under which context,
 * which stacks run as a server of their own, and which are deployed by default. {@link #select} turns a
 * {@code --stacks} list into the stacks to deploy, Axis2 first and always (echosoap.war carries the baselines, the
 * parser variants and the readiness probe).
 *
 * <pre>{@code
 * StackTable table = StackTable.read(layout.stackTable());
 * table.select("cxf,soaplite"); // [axis2, cxf, soaplite]
 * }</pre>
 */
public final class StackTable {

    /** The stack echosoap.war serves: always deployed. */
    public static final String ALWAYS = StackRows.AXIS2;

    private final Map<String, Row> rows;

    private StackTable(Map<String, Row> rows) {
        this.rows = rows;
    }

    /** Reads the table; a malformed line is one line naming the file and the line number. */
    public static StackTable read(Path file) {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw LauncherException.failure("cannot read " + file + ": " + e.getMessage());
        }
    }

    static StackTable parse(List<String> lines, String source) {
        try {
            return new StackTable(StackRows.parse(lines, source));
        } catch (IllegalArgumentException e) {
            throw LauncherException.failure(e.getMessage());
        }
    }

    public Optional<Row> row(String key) {
        return Optional.ofNullable(rows.get(key));
    }

    /** The keys of one kind, in the table's order. */
    public List<String> keys(Kind kind) {
        return rows.values().stream().filter(r -> r.kind() == kind).map(Row::key).toList();
    }

    /** What {@code server start} deploys without {@code --stacks}. */
    public List<String> defaults() {
        return rows.values().stream().filter(Row::byDefault).map(Row::key).toList();
    }

    /**
     * A {@code --stacks} value ("cxf,metro") as the stacks to deploy: {@value #ALWAYS} first, each name once.
     *
     * @throws LauncherException (usage) naming an unknown stack and the known ones
     */
    public List<String> select(String list) {
        List<String> selected = new ArrayList<>(List.of(ALWAYS));
        for (String name : list.split(",")) {
            if (name.isEmpty()) {
                continue;
            }
            if (!rows.containsKey(name)) {
                throw LauncherException.usage("--stacks: unknown stack '" + name + "' (known: "
                        + String.join(", ", rows.keySet()) + ")");
            }
            if (!selected.contains(name)) {
                selected.add(name);
            }
        }
        return List.copyOf(selected);
    }

    /** The defaults, with {@value #ALWAYS} first as {@link #select} orders them. */
    public List<String> defaultSelection() {
        return select(String.join(",", defaults()));
    }

    /** Whether the selected stack runs as a server of its own. */
    public boolean isServer(String key) {
        return row(key).map(r -> r.kind() == Kind.SERVER).orElse(false);
    }

    /** The context a WAR stack is deployed under, e.g. {@code echosoap-cxf}. */
    public String context(String key) {
        return row(key).map(Row::context).orElseThrow();
    }
}
