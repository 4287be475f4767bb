package org.echosoap.webapp.it;

import java.util.Arrays;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.stages.Stage;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * CXF's exact stages (conf/stages/cxf.tsv) on the real Tomcat: per message they add up to Server-Timing,
 * EchoFloat's pipeline stages are there, nothing is sent unasked, and a WS-Security signature's added time is in the
 * {@code security} stage.
 */
@ExtendWith(SharedServer.class)
class CxfStagesIT {

    @Test
    void echoFloatsStagesAddUpToServerTimingPerMessage(EchosoapServer server) throws Exception {
        StageChecks.echoFloatsAddUp(server.uri(Stack.CXF, "/services/EchoFloat"), 50);
    }

    @Test
    void aFaultsStagesAddUpToo(EchosoapServer server) throws Exception {
        StageChecks.faultAddsUp(server.uri(Stack.CXF, "/services/EchoFloat"));
    }

    @Test
    void noStagesUnlessAsked(EchosoapServer server) throws Exception {
        StageChecks.noStagesUnlessAsked(server.uri(Stack.CXF, "/services/EchoFloat"));
    }

    /**
     * The security stage's truth check ({@link StageChecks#signaturesAddedTimeIsInSecurity}): on CXF the signature's
     * added time is WSS4J's verification, with the SAAJ tree it builds of the request, and the coverage check.
     */
    @Test
    void aSignaturesAddedTimeIsInTheSecurityStage(EchosoapServer server) throws Exception {
        SignedEchoFloats signed = new SignedEchoFloats(server.base().resolve("wssec"));
        StageChecks.signaturesAddedTimeIsInSecurity("CXF WS-Security sign", server.uri(Stack.CXF, "/services/EchoFloat"),
                server.uri(Stack.CXF, WsSecProfile.SIGN.servicePath()), signed::next,
                Arrays.stream(Stage.values()).map(Stage::wireName).toList());
    }
}
