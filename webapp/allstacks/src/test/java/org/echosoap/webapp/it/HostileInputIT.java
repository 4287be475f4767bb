package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;

/**
 * Runs every hostile-input case in {@code server/axis2/src/test/resources/hostile/*.case} against every path it names, on
 * the shared real Tomcat: the answer has the expected status (and SOAP fault code), a one-line reason, no Java
 * internals, none of the forbidden strings, is quick where the case says so, and the server then still answers a
 * normal request. Adding a case is adding a file; see that directory's README for the format.
 */
@ExtendWith(SharedServer.class)
class HostileInputIT {

    /** Never in an answer to a caller: stack traces and Java class or package names. */
    private static final List<String> INTERNALS = List.of("Exception", "at org.", "java.", "org.apache", "com.ctc",
            "javax.", "\tat ");

    private static final Pattern APP_DURATION = Pattern.compile("\\bapp;dur=([0-9.]+)");
    private static final int TIMED_TRIES = 3;

    @TestFactory
    Stream<DynamicTest> everyCaseOnEveryTarget(EchosoapServer server) throws IOException {
        List<HostileCase> cases = HostileCase.all();
        assertTrue(cases.size() >= 25, "expected the hostile case files in " + HostileCase.directory());
        return cases.stream().flatMap(c -> c.paths().stream().map(path ->
                DynamicTest.dynamicTest(c.name() + " " + path, () -> check(server, c, path))));
    }

    private static void check(EchosoapServer server, HostileCase c, String path) throws Exception {
        HostileRequest.Answer answer = HostileRequest.send(server.port(), path, c);
        double appMillis = appMillis(answer.response());
        // A bound on the server's own time: the first try may pay for cold code, so the best of a few counts.
        for (int tries = 1; !Double.isNaN(c.maxAppMillis()) && appMillis > c.maxAppMillis() && tries < TIMED_TRIES; tries++) {
            answer = HostileRequest.send(server.port(), path, c);
            appMillis = Math.min(appMillis, appMillis(answer.response()));
        }
        RawHttp.Response response = answer.response();
        String text = new String(response.body(), StandardCharsets.UTF_8);
        String where = c.name() + " -> " + path + ": HTTP " + response.status() + " " + text;

        assertTrue(c.statuses().contains(response.status()), () -> "status not in " + c.statuses() + " for " + where);
        if (c.headers().stream().anyMatch(h -> h[0].equalsIgnoreCase("Expect"))) {
            assertTrue(answer.sawContinue(), () -> "no 100 Continue before the answer: " + where);
        }
        if (!Double.isNaN(c.maxAppMillis())) {
            double best = appMillis;
            assertTrue(best <= c.maxAppMillis(), () -> "server took " + best + " ms (best of " + TIMED_TRIES
                    + "), bound " + c.maxAppMillis() + " ms: " + where);
        }
        for (String s : c.contains()) {
            assertTrue(text.contains(s), () -> "missing '" + s + "': " + where);
        }
        for (String s : c.notContains()) {
            assertFalse(text.contains(s), () -> "contains '" + s + "': " + where);
        }
        for (String s : INTERNALS) {
            assertFalse(text.contains(s), () -> "leaks '" + s + "': " + where);
        }
        String contentType = response.headerValues("Content-Type").stream().findFirst().orElse("")
                .toLowerCase(Locale.ROOT);
        if (response.status() >= 400 && contentType.startsWith("text/plain")) {
            assertEquals(1, text.strip().lines().count(), () -> "reason not on one line: " + where);
        }
        if (c.faultCode() != null && response.status() == 500) {
            checkFault(response.body(), c.faultCode(), where);
        }
        HttpResponse<byte[]> normal = Http.postSeed(server.uri("/services/EchoFloat"));
        assertEquals(200, normal.statusCode(), () -> "server unhealthy after " + where);
        assertEquals("3.14159", Xml.echoResult(normal.body()), () -> "wrong answer after " + where);
    }

    /** A SOAP 1.1 or 1.2 Fault with the expected code and a non-blank one-line reason. */
    private static void checkFault(byte[] body, String expectedCode, String where) throws Exception {
        Document fault = Xml.parse(body);
        // The Envelope's namespace, not a mention anywhere: Metro's SOAP 1.1 faults declare the 1.2 namespace too.
        boolean soap12 = "http://www.w3.org/2003/05/soap-envelope".equals(fault.getDocumentElement().getNamespaceURI());
        String code = Xml.text(fault, soap12 ? "//*[local-name()='Code']/*[local-name()='Value']" : "//faultcode");
        String reason = Xml.text(fault, soap12 ? "//*[local-name()='Reason']/*[local-name()='Text']" : "//faultstring");
        assertTrue(code.endsWith(":" + expectedCode), () -> "fault code " + code + ", expected " + expectedCode + ": " + where);
        assertFalse(reason.isBlank(), () -> "blank reason: " + where);
        assertFalse(reason.contains("\n") || reason.contains("\r"), () -> "multi-line reason: " + where);
    }

    /** Server-Timing's app duration in ms, NaN when absent. */
    private static double appMillis(RawHttp.Response response) {
        for (String value : response.headerValues("Server-Timing")) {
            Matcher m = APP_DURATION.matcher(value);
            if (m.find()) {
                return Double.parseDouble(m.group(1));
            }
        }
        return Double.NaN;
    }
}
