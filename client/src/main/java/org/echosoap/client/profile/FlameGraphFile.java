package org.echosoap.client.profile;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import one.convert.Arguments;
import one.convert.FlameGraph;

/**
 * Writes an interactive flame graph of the measured requests' samples: async-profiler's own converter ({@code
 * tools.profiler:jfr-converter}) renders root-first collapsed stacks into one self-contained HTML page (its script
 * inline, nothing fetched when viewed). Each endpoint is a root; when its requests asked for stages, each stage is a
 * level under it ({@code [stage] invocation}); then each phase, then the code: the page shows per endpoint (and
 * stage) where the phases' time goes.
 */
final class FlameGraphFile {

    private FlameGraphFile() {
    }

    /** Writes the stacks of {@code endpoints} to {@code file} under {@code title}. */
    static void write(Path file, String title, Collection<RecordedPhases> endpoints) throws IOException {
        StringBuilder collapsed = new StringBuilder();
        for (RecordedPhases e : endpoints) {
            for (Map.Entry<String, Long> stack : e.collapsedStacks().entrySet()) {
                collapsed.append(stack.getKey()).append(' ').append(stack.getValue()).append('\n');
            }
        }
        FlameGraph graph = new FlameGraph(new Arguments("--title", title));
        graph.parseCollapsed(new StringReader(collapsed.toString()));
        try (OutputStream out = Files.newOutputStream(file);
             PrintStream page = new PrintStream(out, false, StandardCharsets.UTF_8)) {
            graph.dump(page);
        }
    }
}
