package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A stack that answers the SOAP 1.2 layer's request wrongly is counted so on every transport, on the cheap check of
 * every answer as on the sampled full one: a SOAP 1.1 envelope with the right value (HTTP 200) is a wrong answer, a
 * VersionMismatch fault (HTTP 500) a SOAP fault; only a 1.2 envelope with the value is a success.
 */
class SoapLayerAnswersTest {

    private static final Endpoint SOAP12 = Scenarios.byName("layer.soap12.echoFloat", new ScenarioParameters(-1, 0),
            SoapStack.AXIS2, e -> 0).measured();

    private static final String RESULT = "<soapenv:Body><echoFloatResult xmlns=\"http://tempuri.org/\">"
            + "<result>3.14159</result></echoFloatResult></soapenv:Body></soapenv:Envelope>";

    private static String answer(int status, String contentType, String body) {
        int length = body.getBytes(StandardCharsets.UTF_8).length;
        return "HTTP/1.1 " + status + (status == 200 ? " OK" : " Internal Server Error") + "\r\nContent-Type: "
                + contentType + "\r\nContent-Length: " + length + "\r\n\r\n" + body;
    }

    private static final Answer SOAP11_ANSWER = Answer.of(answer(200, "text/xml;charset=UTF-8",
            "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">" + RESULT));
    private static final Answer VERSION_MISMATCH = Answer.of(answer(500, "text/xml;charset=UTF-8",
            "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                    + "<soapenv:Fault><faultcode>soapenv:VersionMismatch</faultcode><faultstring>Transport level "
                    + "information does not match with SOAP Message namespace URI</faultstring></soapenv:Fault>"
                    + "</soapenv:Body></soapenv:Envelope>"));
    private static final Answer SOAP12_ANSWER = Answer.of(answer(200, "application/soap+xml;charset=UTF-8",
            "<soapenv:Envelope xmlns:soapenv=\"http://www.w3.org/2003/05/soap-envelope\">" + RESULT));

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void onlyASoap12AnswerCountsAsASuccess(TransportKind kind) throws IOException {
        for (boolean full : new boolean[] {false, true}) {
            try (ScriptedHttpServer server = new ScriptedHttpServer(SOAP12_ANSWER);
                 Transport t = HttpTransports.open(kind, server.base(), 1, Duration.ofSeconds(5), true, true);
                 Transport.Channel c = t.openChannel()) {
                server.enqueue(SOAP11_ANSWER, VERSION_MISMATCH, SOAP12_ANSWER);
                ResponseReader reader = new ResponseReader();
                Exchange outcome = new Exchange();

                c.exchange(SOAP12, reader, outcome, full);
                assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind, kind + " " + full + ": " + outcome.errorReason);
                assertTrue(outcome.errorReason.startsWith("answer is not a SOAP 1.2 envelope"), outcome.errorReason);

                outcome.reset();
                c.exchange(SOAP12, reader, outcome, full);
                assertEquals(ErrorKind.SOAP_FAULT, outcome.errorKind, kind + " " + full + ": " + outcome.errorReason);
                assertTrue(outcome.errorReason.contains("does not match with SOAP Message namespace"),
                        outcome.errorReason);

                outcome.reset();
                c.exchange(SOAP12, reader, outcome, full);
                assertNull(outcome.errorKind, kind + " " + full + ": " + outcome.errorReason);
            }
        }
    }
}
