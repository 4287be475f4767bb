package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void replacesTheTargetAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("out/result.json");
        AtomicFiles.write(target, "first");
        AtomicFiles.write(target, "second");

        assertEquals("second", Files.readString(target));
        try (Stream<Path> files = Files.list(target.getParent())) {
            assertEquals(List.of(target), files.toList());
        }
    }

    @Test
    void resultGetsTheUmasksPermissionsNotOwnerOnly() throws Exception {
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, "written the usual way");
        Path target = dir.resolve("report.html");
        AtomicFiles.write(target, "<html></html>");

        // createTempFile would make it 0600 whatever the umask; the result must look like any file the user writes.
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(plain);
        assertEquals(expected, Files.getPosixFilePermissions(target));
    }
}
