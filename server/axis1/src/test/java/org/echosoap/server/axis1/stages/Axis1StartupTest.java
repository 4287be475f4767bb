package org.echosoap.server.axis1.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.servlet.UnavailableException;
import org.echosoap.server.axis1.web.EchosoapAxis1Servlet;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A malformed axis1.tsv stops Axis 1's servlet at start-up with the file's one line, before Axis starts. */
class Axis1StartupTest {

    @Test
    void aMalformedStageFileStopsTheServletWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(StageMap.RESOURCE_FOLDER + Axis1Stages.FILE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "transport:request\tinbund\ttypo\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader bad = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            // StageMap.resource looks in the context loader first, as a WAR's; this one has only the bad file
            thread.setContextClassLoader(bad);
            UnavailableException e = assertThrows(UnavailableException.class,
                    () -> new EchosoapAxis1Servlet().init());
            assertEquals("axis1.tsv line 1: unknown stage 'inbund' (stages: container-in, inbound, security, "
                    + "invocation, outbound, writing, container-out)", e.getMessage());
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
