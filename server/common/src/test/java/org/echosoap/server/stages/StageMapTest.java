package org.echosoap.server.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** Stage files: what they map, and one line naming the file and the line for each mistake. */
class StageMapTest {

    @Test
    void mapsBoundariesInFileOrder() throws Exception {
        StageMap map = StageMap.parse("x.tsv", new StringReader(
                "# comment\n\nphase:Transport\tinbound\twhy\nreceiver\tinvocation\tthe service\n"));
        assertEquals(Stage.INBOUND, map.require("phase:Transport"));
        assertEquals(Stage.INVOCATION, map.stageOf("receiver").orElseThrow());
        assertEquals(2, map.boundaries().size());
    }

    @Test
    void anUnknownStageNamesFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StageMap.parse("x.tsv",
                new StringReader("a\tinbound\n# c\nb\tinvoke\twhy\n")));
        assertEquals("x.tsv line 3: unknown stage 'invoke' (stages: container-in, inbound, security, invocation,"
                + " outbound, writing, container-out)", e.getMessage());
    }

    @Test
    void aDuplicateBoundaryNamesBothLines() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StageMap.parse("x.tsv",
                new StringReader("a\tinbound\nb\twriting\na\toutbound\n")));
        assertEquals("x.tsv line 3: boundary 'a' is already given on line 1", e.getMessage());
    }

    @Test
    void aLineWithoutATabIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StageMap.parse("x.tsv",
                new StringReader("just words\n")));
        assertEquals("x.tsv line 1: expected boundary<TAB>stage<TAB>why, got: just words", e.getMessage());
    }

    @Test
    void aMissingResourceIsOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StageMap.resource("no.tsv"));
        assertEquals("stage file echosoap/stages/no.tsv is not on the class path", e.getMessage());
    }
}
