package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;

/** The baselines' stage file: the shipped one gives each boundary its stage; a bad one is one line. */
class BaselineMarksTest {

    @Test
    void theShippedFileMarksInvocationWritingAndContainerOut() {
        BaselineMarks marks = BaselineMarks.load();
        assertEquals(new BaselineMarks(Stage.INVOCATION, Stage.WRITING, Stage.CONTAINER_OUT, Stage.CONTAINER_OUT),
                marks);
    }

    @Test
    void theFileOnTheClassPathIsConfStagesCommonTsv() throws Exception {
        // The jar's copy is made by the build; this keeps the two from drifting in a stale target/.
        String shipped = Files.readString(Path.of("../../conf/stages/common.tsv"));
        StageMap parsed = StageMap.parse("common.tsv", new StringReader(shipped));
        assertEquals(BaselineMarks.load(), BaselineMarks.of(parsed));
        assertEquals(BaselineMarks.BOUNDARIES, List.copyOf(parsed.boundaries().keySet()),
                "common.tsv names exactly the boundaries the baselines mark");
    }

    @Test
    void aFileWithoutABoundaryTheCodeMarksIsOneLine() throws Exception {
        StageMap partial = StageMap.parse("common.tsv", new StringReader("servlet:service\tinvocation\twhy\n"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BaselineMarks.of(partial));
        assertEquals("common.tsv names no boundary 'answer:begin'", e.getMessage());
    }

    @Test
    void anUnknownStageNamesTheFileAndTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StageMap.parse("common.tsv",
                new StringReader("# c\nservlet:service\tinvoking\twhy\n")));
        assertEquals("common.tsv line 2: unknown stage 'invoking' (stages: " + Stage.wireNames() + ")",
                e.getMessage());
    }
}
