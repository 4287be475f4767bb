package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CrossHostTest {

    @Test
    void eachSideRunsTheDefaultScenarioOrTheSuite() {
        assertEquals(List.of("run", "--target", "http://10.77.231.1:8080/echosoap", "--with", "bytes,chars", "--prime",
                "20s", "--max-time", "30s", "--force", "--out", "out/same-host", "--repeat", "2"),
                CrossHost.clientCommand(null, "http://10.77.231.1:8080/echosoap", Path.of("out/same-host"),
                        List.of("--repeat", "2")));
        assertEquals(List.of("suite", "--suite", "rpc", "--target", "http://h:1/echosoap", "--force", "--out", "o"),
                CrossHost.clientCommand("rpc", "http://h:1/echosoap", Path.of("o"), List.of()));
    }

    @Test
    void theLinkIsARateAndOptionallyADelay() {
        assertEquals(List.of(), CrossHost.link(null, null));
        assertEquals(List.of("10mbit"), CrossHost.link("10mbit", null));
        assertEquals(List.of("10mbit", "1ms"), CrossHost.link("10mbit", "1ms"));
        assertEquals(2, assertThrows(LauncherException.class, () -> CrossHost.link(null, "1ms")).exitStatus());
    }

    @Test
    void theClientJarRunsWithJavaOptsOnlyWhenMeasuring() {
        ProjectLayout layout = new ProjectLayout(Path.of("../.."));
        if (!java.nio.file.Files.isRegularFile(layout.clientJar())) {
            assertThrows(LauncherException.class, () -> new ClientJar(layout).command(List.of(), false, List.of()));
            return;
        }
        List<String> step = new ClientJar(layout).command(List.of("testhosts.sh", "client"), false, List.of("report"));
        assertEquals(List.of("testhosts.sh", "client", Executables.clientJava(), "-jar", layout.clientJar().toString(),
                "report"), step);
    }
}
