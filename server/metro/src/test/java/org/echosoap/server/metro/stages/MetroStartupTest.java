package org.echosoap.server.metro.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.server.metro.MetroSetup;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A malformed metro.tsv stops the WAR at start-up (MetroSetup, before Metro's listener) with the file's line. */
class MetroStartupTest {

    @Test
    void aMalformedStageFileStopsTheWarWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(StageMap.RESOURCE_FOLDER + MetroStages.FILE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "request:below-transport\tinbound\tok\nrequest:nowhere\tinbound\tno such tube\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader bad = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            // StageMap.resource looks in the context loader first, as a WAR's; this one has only the bad file
            thread.setContextClassLoader(bad);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new MetroSetup().contextInitialized(null));
            assertEquals("metro.tsv line 2: boundary 'request:nowhere' is not one of Metro's "
                    + MetroStages.boundaries(), e.getMessage());
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
