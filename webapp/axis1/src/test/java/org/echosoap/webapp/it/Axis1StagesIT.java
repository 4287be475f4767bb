package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Axis 1's exact stages (issue 40, conf/stages/axis1.tsv) on the real Tomcat: per message they add up to
 * Server-Timing, EchoFloat's inbound, invocation and writing are there, faults add up, nothing is sent unasked.
 */
@ExtendWith(SharedServer.class)
class Axis1StagesIT {

    @Test
    void echoFloatsStagesAddUpToServerTimingPerMessage(EchosoapServer server) throws Exception {
        StageChecks.echoFloatsAddUp(server.uri(Stack.AXIS1, "/services/EchoFloat"), 50);
    }

    @Test
    void aFaultsStagesAddUpToo(EchosoapServer server) throws Exception {
        StageChecks.faultAddsUp(server.uri(Stack.AXIS1, "/services/EchoFloat"));
    }

    @Test
    void noStagesUnlessAsked(EchosoapServer server) throws Exception {
        StageChecks.noStagesUnlessAsked(server.uri(Stack.AXIS1, "/services/EchoFloat"));
    }
}
