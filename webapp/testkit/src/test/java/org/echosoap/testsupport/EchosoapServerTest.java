package org.echosoap.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a module's {@code echosoap.it.stacks} property turns into on the launcher's command line. */
class EchosoapServerTest {

    @Test
    void aModulesStacksBecomeTheStacksOption() {
        assertEquals(List.of("--stacks", "cxf"), EchosoapServer.stacksOption("cxf"));
        assertEquals(List.of("--stacks", "axis2,cxf"), EchosoapServer.stacksOption(" axis2,cxf\n"));
    }

    @Test
    void noPropertyLeavesTheLaunchersDefault() {
        assertEquals(List.of(), EchosoapServer.stacksOption(null));
        assertEquals(List.of(), EchosoapServer.stacksOption(""));
        assertEquals(List.of(), EchosoapServer.stacksOption("  "));
    }
}
