package org.echosoap.webapp.it;

import java.util.Arrays;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.stages.Stage;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Metro's exact stages (conf/stages/metro.tsv) on the real Tomcat: per message they add up to
 * Server-Timing, EchoFloat's inbound, invocation and writing are there (and no security stage on the plain
 * endpoint: its tubeline has no security tube), faults add up, nothing is sent unasked.
 */
@ExtendWith(SharedServer.class)
class MetroStagesIT {

    @Test
    void echoFloatsStagesAddUpToServerTimingPerMessage(EchosoapServer server) throws Exception {
        StageChecks.echoFloatsAddUp(server.uri(Stack.METRO, "/services/EchoFloat"), 50);
    }

    @Test
    void aFaultsStagesAddUpToo(EchosoapServer server) throws Exception {
        StageChecks.faultAddsUp(server.uri(Stack.METRO, "/services/EchoFloat"));
    }

    @Test
    void noStagesUnlessAsked(EchosoapServer server) throws Exception {
        StageChecks.noStagesUnlessAsked(server.uri(Stack.METRO, "/services/EchoFloat"));
    }

    /**
     * The security stage's truth check ({@link StageChecks#signaturesAddedTimeIsInSecurity}): on Metro WSIT's tube
     * verifies the request and signs the answer's Timestamp.
     */
    @Test
    void aSignaturesAddedTimeIsInTheSecurityStage(EchosoapServer server) throws Exception {
        MetroSignedEchoFloats signed = new MetroSignedEchoFloats(server.base().resolve("wssec"));
        StageChecks.signaturesAddedTimeIsInSecurity("Metro WS-Security sign", server.uri(Stack.METRO, "/services/EchoFloat"),
                server.uri(Stack.METRO, WsSecProfile.SIGN.servicePath()), signed::next,
                Arrays.stream(Stage.values()).map(Stage::wireName).toList());
    }
}
