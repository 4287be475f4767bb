package org.echosoap.server.services.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;

/**
 * Axis2's stage file (conf/stages/axis2.tsv): the code boundaries begin their stages, the class path holds the
 * shipped file, and a malformed file is one line naming the file and the line. The file against the WAR's axis2.xml
 * is checked where axis2.xml lives (webapp's Axis2XmlStagesTest).
 */
class AxisPhasesTest {

    private static final Path STAGE_FILE = Path.of("../../conf/stages/axis2.tsv");

    private static Axis2Marks shippedFile() throws Exception {
        return Axis2Marks.parse(Axis2Marks.FILE, new StringReader(Files.readString(STAGE_FILE)));
    }

    @Test
    void theCodeBoundariesBeginTheirStages() throws Exception {
        Axis2Marks marks = shippedFile();
        assertEquals(Stage.INBOUND, marks.servletPost());
        assertEquals(Stage.WRITING, marks.senderWrite());
        assertEquals(Stage.OUTBOUND, marks.senderReturn());
        assertEquals(Stage.CONTAINER_OUT, marks.servletFlush());
        assertEquals(Stage.CONTAINER_OUT, marks.servletReturn());
        assertEquals(Stage.OUTBOUND, marks.stageOf("phase:OutFlow/MessageOut"));
        assertEquals(Stage.INBOUND, marks.stageOf("phase:InFlow/Dispatch"));
    }

    @Test
    void theFileOnTheClassPathIsTheShippedOne() throws Exception {
        assertEquals(shippedFile().boundaries(), Axis2Marks.get().boundaries());
    }

    @Test
    void aDuplicateBoundaryIsOneLineNamingFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Axis2Marks.parse("axis2.tsv",
                new StringReader("# c\nphase:InFlow/Transport\tinbound\twhy\nphase:InFlow/Transport\toutbound\twhy\n")));
        assertEquals("axis2.tsv line 3: boundary 'phase:InFlow/Transport' is already given on line 2", e.getMessage());
    }

    @Test
    void anUnknownStageIsOneLineNamingFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Axis2Marks.parse("axis2.tsv",
                new StringReader("servlet:post\tinbund\twhy\n")));
        assertEquals("axis2.tsv line 1: unknown stage 'inbund' (stages: " + Stage.wireNames() + ")", e.getMessage());
    }

    @Test
    void aFileWithoutACodeBoundaryOrWithAStrangeOneIsOneLine() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Axis2Marks.parse("axis2.tsv", new StringReader("servlet:post\tinbound\twhy\n")));
        assertEquals("axis2.tsv names no boundary 'end:InFlow'", missing.getMessage());
        IllegalArgumentException strange = assertThrows(IllegalArgumentException.class,
                () -> Axis2Marks.parse("axis2.tsv", new StringReader("receiver\tinvocation\twhy\n")));
        assertTrue(strange.getMessage().startsWith("axis2.tsv: no code marks boundary 'receiver'"),
                strange.getMessage());
    }
}
