package org.echosoap.server.cxf.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.servlet.UnavailableException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.server.cxf.web.EchosoapCxfServlet;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A malformed cxf.tsv stops CXF's servlet at start-up with the file's one line, before CXF starts. */
class CxfStartupTest {

    @Test
    void aMalformedStageFileStopsTheServletWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(StageMap.RESOURCE_FOLDER + CxfStages.FILE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# bad\nin:receive\tinbound\tok\nin:receive\tinvocation\ttwice\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader bad = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            // StageMap.resource looks in the context loader first, as a WAR's; this one has only the bad file
            thread.setContextClassLoader(bad);
            UnavailableException e = assertThrows(UnavailableException.class,
                    () -> new EchosoapCxfServlet().init((jakarta.servlet.ServletConfig) null));
            assertEquals("cxf.tsv line 3: boundary 'in:receive' is already given on line 2", e.getMessage());
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
