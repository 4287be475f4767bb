package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.ScriptedHttpServer;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.load.Transport;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.scenario.layer.FastInfosetCodec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Fast Infoset layer's answers as every transport counts them, on the cheap check of every answer as on the
 * sampled full one: an XML text answer with the right value (HTTP 200) is a wrong answer; a Fast Infoset answer with
 * the value is a success.
 */
class FastInfosetAnswersTest {

    private static final Endpoint FI = Scenarios.byName("layer.fastinfoset.echoFloat", new ScenarioParameters(-1, 0),
            SoapStack.CXF, e -> 0).measured();

    private static final byte[] TEXT = ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<soap:Body><echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result></echoFloatResult>"
            + "</soap:Body></soap:Envelope>").getBytes(StandardCharsets.UTF_8);

    private static Answer answer(String contentType, byte[] body) {
        String head = "HTTP/1.1 200 OK\r\nContent-Type: " + contentType + "\r\nContent-Length: " + body.length
                + "\r\n\r\n";
        return new Answer(List.of(head.getBytes(StandardCharsets.ISO_8859_1), body), 0, false);
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void aTextAnswerToAFastInfosetRequestIsAWrongAnswer(TransportKind kind) throws IOException {
        Answer binary = answer("application/fastinfoset", FastInfosetCodec.encode(TEXT));
        Answer text = answer("text/xml;charset=UTF-8", TEXT);
        for (boolean full : new boolean[] {false, true}) {
            try (ScriptedHttpServer server = new ScriptedHttpServer(binary);
                 Transport t = HttpTransports.open(kind, server.base(), 1, Duration.ofSeconds(5), true, true);
                 Transport.Channel c = t.openChannel()) {
                server.enqueue(text, binary);
                ResponseReader reader = new ResponseReader();
                Exchange outcome = new Exchange();

                c.exchange(FI, reader, outcome, full);
                assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind, kind + " " + full + ": " + outcome.errorReason);
                assertTrue(outcome.errorReason.contains("XML text, not Fast Infoset"), outcome.errorReason);

                outcome.reset();
                c.exchange(FI, reader, outcome, full);
                assertNull(outcome.errorKind, kind + " " + full + ": " + outcome.errorReason);
            }
        }
    }
}
