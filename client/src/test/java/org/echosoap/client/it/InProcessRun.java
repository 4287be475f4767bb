package org.echosoap.client.it;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.cli.Main;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.ItPaths;
import picocli.CommandLine;

/**
 * {@code echosoap run ARGS --out client/target/it-results/NAME --force --quiet} in the test's JVM: its exit code,
 * what it printed, and its result.json (checked against the schema; null when none was written).
 *
 * @param exit   the command's exit code
 * @param stdout what it printed on stdout
 * @param stderr what it printed on stderr
 * @param result the result file, or null
 */
record InProcessRun(int exit, String stdout, String stderr, JsonNode result) {

    static InProcessRun of(String name, String... args) {
        Path out = ItPaths.root().resolve("client/target/it-results/" + name);
        List<String> all = new ArrayList<>(List.of("run"));
        all.addAll(List.of(args));
        all.addAll(List.of("--out", out.toString(), "--force", "--quiet"));
        StringWriter stdout = new StringWriter();
        StringWriter stderr = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(stdout));
        cl.setErr(new PrintWriter(stderr));
        int exit = cl.execute(all.toArray(String[]::new));
        Path result = out.resolve("result.json");
        return new InProcessRun(exit, stdout.toString(), stderr.toString(),
                Files.exists(result) ? ResultSchema.read(result) : null);
    }

    /** The {@code runs[]} entry of {@code name}. */
    JsonNode endpoint(String name) {
        for (JsonNode r : result.get("runs")) {
            if (r.get("endpoint").asText().equals(name)) {
                return r;
            }
        }
        throw new AssertionError("no run for " + name + " in " + result);
    }
}
