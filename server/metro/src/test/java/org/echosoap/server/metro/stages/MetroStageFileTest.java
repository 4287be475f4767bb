package org.echosoap.server.metro.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;

/**
 * conf/stages/metro.tsv: every boundary of Metro's once, and a malformed file is one line. The tubeline that places the
 * marks (WEB-INF/metro.xml) is checked in the module that owns it (webapp/metro's MetroTubelineTest).
 */
class MetroStageFileTest {


    @Test
    void theShippedFileNamesEveryBoundaryOnce() {
        StageMap map = MetroStages.load();
        assertEquals(MetroStages.boundaries(), new java.util.TreeSet<>(map.boundaries().keySet()));
        assertEquals(Stage.SECURITY, map.require("request:above-security"));
        assertEquals(Stage.SECURITY, map.require("response:below-security"));
        assertEquals(Stage.INVOCATION, map.require("request:above-terminal"));
        assertEquals(Stage.WRITING, map.require("adapter:encode"));
    }

    @Test
    void anUnknownBoundaryIsOneLineNamingTheFileAndTheLine() throws Exception {
        String file = "# comment\nrequest:above-termnal\tinvocation\ttypo\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MetroStages.check(StageMap.parse("metro.tsv", new StringReader(file))));
        assertEquals("metro.tsv line 2: boundary 'request:above-termnal' is not one of Metro's "
                + MetroStages.boundaries(), e.getMessage());
    }

    @Test
    void aMissingBoundaryIsOneLine() throws Exception {
        String file = "request:above-terminal\tinvocation\tx\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MetroStages.check(StageMap.parse("metro.tsv", new StringReader(file))));
        assertEquals(true, e.getMessage().startsWith("metro.tsv: no stage for Metro's boundaries [adapter:encode, "),
                e.getMessage());
    }
}
