package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.stages.Stage;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * CXF's exact stages (issue 40, conf/stages/cxf.tsv) on the real Tomcat: per message they add up to Server-Timing,
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
     * The truth check of the security stage: a signed EchoFloat against the plain one, interleaved, medians over
     * 300 messages each after a warm-up of 200: at least 80% of the time the signature adds, stage by stage, is in
     * {@code security} (WSS4J's verification, with the SAAJ tree it builds of the request, and the coverage check).
     * Every stage's median added time is printed, for the record.
     */
    @Test
    void aSignaturesAddedTimeIsInTheSecurityStage(EchosoapServer server) throws Exception {
        SignedEchoFloats signed = new SignedEchoFloats(server.base().resolve("wssec"));
        URI plainUri = server.uri(Stack.CXF, "/services/EchoFloat");
        URI signedUri = server.uri(Stack.CXF, WsSecProfile.SIGN.servicePath());
        int warmup = 200;
        int measured = 300;
        List<String> stages = Arrays.stream(Stage.values()).map(Stage::wireName).toList();
        long[][] plain = new long[stages.size() + 1][measured];
        long[][] secured = new long[stages.size() + 1][measured];
        for (int i = -warmup; i < measured; i++) {
            StageFigures p = StageChecks.post(plainUri, Seed.request(), 200);
            StageFigures s = StageChecks.post(signedUri, signed.next(), 200);
            assertTrue(s.nanos("security") > 0 && s.bytes("security") > 0, s::header);
            if (i >= 0) {
                for (int k = 0; k < stages.size(); k++) {
                    plain[k][i] = p.nanos(stages.get(k));
                    secured[k][i] = s.nanos(stages.get(k));
                }
                plain[stages.size()][i] = p.totalNanos();
                secured[stages.size()][i] = s.totalNanos();
            }
        }
        // Added time per stage: the median signed minus the median plain, stage by stage. On a loaded machine a
        // message is preempted now and then for milliseconds, in whichever stage it is in: the median of each stage
        // is robust to that, the median of the totals is not (it picks up the stall of a random stage).
        StringBuilder figures = new StringBuilder("medians of " + measured + ", signed - plain, ns:");
        long addedByStage = 0;
        for (int k = 0; k < stages.size(); k++) {
            long added = StageChecks.median(secured[k]) - StageChecks.median(plain[k]);
            addedByStage += added;
            figures.append(' ').append(stages.get(k)).append('=').append(added);
        }
        long totalAdded = StageChecks.median(secured[stages.size()]) - StageChecks.median(plain[stages.size()]);
        long securityNanos = StageChecks.median(secured[stages.indexOf("security")]);
        figures.append("; stages added ").append(addedByStage).append(", security's share ")
                .append(Math.round(100.0 * securityNanos / addedByStage)).append("%; totals: plain ")
                .append(StageChecks.median(plain[stages.size()])).append(", added ").append(totalAdded);
        System.out.println("CXF WS-Security sign: " + figures);
        assertTrue(totalAdded > 0 && addedByStage > 0, figures::toString);
        assertTrue(securityNanos >= 0.8 * addedByStage, figures::toString);
    }
}
