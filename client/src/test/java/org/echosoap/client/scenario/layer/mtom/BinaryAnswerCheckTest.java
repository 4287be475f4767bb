package org.echosoap.client.scenario.layer.mtom;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.echosoap.client.scenario.ResponseCheck;
import org.junit.jupiter.api.Test;

class BinaryAnswerCheckTest {

    private static final byte[] PAYLOAD = BinaryMessages.pattern(3000);

    /**
     * An MTOM answer laid out as Metro writes it (headers of the parts in Metro's order), after a line break as CXF
     * writes one before its first delimiter.
     */
    private static byte[] mtomAnswer(String href, String partId, byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String b = "uuid:eace1bea-5dec";
        out.writeBytes(("\r\n--" + b + "\r\nContent-ID: <rootpart*x@example>\r\nContent-Type: application/xop+xml;"
                + "charset=UTF-8;type=\"text/xml\"\r\nContent-Transfer-Encoding: binary\r\n\r\n<?xml version='1.0'?>"
                + "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body><ns2:echoBinaryResponse "
                + "xmlns:ns2=\"urn:echosoap:binary\"><return><xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/"
                + "include\" href=\"" + href + "\"/></return></ns2:echoBinaryResponse></S:Body></S:Envelope>\r\n--" + b
                + "\r\nContent-ID: <" + partId + ">\r\nContent-Type: application/octet-stream\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(bytes);
        out.writeBytes(("\r\n--" + b + "--\r\n").getBytes(StandardCharsets.ISO_8859_1));
        return out.toByteArray();
    }

    private static byte[] base64Answer(String text) {
        return ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<ns2:echoBinaryResponse xmlns:ns2=\"urn:echosoap:binary\"><return>" + text
                + "</return></ns2:echoBinaryResponse></soap:Body></soap:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    /** The streaming verdict with the body fed in pieces of {@code piece} bytes. */
    private static String streamed(ResponseCheck check, byte[] body, int piece) {
        ResponseCheck.Verifier v = check.begin();
        for (int i = 0; i < body.length; i += piece) {
            v.feed(body, i, Math.min(piece, body.length - i));
        }
        return v.verdict();
    }

    @Test
    void mtomAnswerWithTheRightAttachmentPasses() {
        BinaryAnswerCheck c = BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.MTOM, PAYLOAD);
        byte[] answer = mtomAnswer("cid:30428398-1caf%40example", "30428398-1caf@example", PAYLOAD);
        assertNull(streamed(c, answer, 100));
        assertNull(c.fullCheck(answer, answer.length));
    }

    @Test
    void mtomAnswersThatAreWrongAreNamed() {
        BinaryAnswerCheck c = BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.MTOM, PAYLOAD);
        byte[] changed = PAYLOAD.clone();
        changed[2999] ^= 1;
        assertTrue(streamed(c, mtomAnswer("cid:a@b", "a@b", changed), 512).contains("differ"));
        assertTrue(streamed(c, mtomAnswer("cid:a@b", "other@b", PAYLOAD), 512).contains("does not have"));
        assertTrue(streamed(c, mtomAnswer("cid:a@b", "a@b", new byte[10]), 512).contains("holds 10 bytes"));
        String text = Base64.getEncoder().encodeToString(PAYLOAD);
        assertTrue(streamed(c, base64Answer(text), 512).startsWith("answer is not an MTOM message"));
        byte[] cut = mtomAnswer("cid:a@b", "a@b", PAYLOAD);
        assertTrue(streamed(c, java.util.Arrays.copyOf(cut, cut.length - 10), 512).contains("not closed"));
    }

    @Test
    void base64AnswerIsComparedAsTextAndDecodedWhenWrittenDifferently() {
        BinaryAnswerCheck c = BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.BASE64, PAYLOAD);
        assertNull(streamed(c, base64Answer(Base64.getEncoder().encodeToString(PAYLOAD)), 77));
        assertNull(streamed(c, base64Answer(Base64.getMimeEncoder().encodeToString(PAYLOAD)), 77));
        assertTrue(streamed(c, base64Answer(Base64.getEncoder().encodeToString(new byte[3000])), 77)
                .contains("differ"));
        assertTrue(streamed(c, mtomAnswer("cid:a@b", "a@b", PAYLOAD), 77).contains("multipart"));
        String fault = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body><soap:Fault>"
                + "<faultcode>soap:Client</faultcode><faultstring>data is not base64</faultstring></soap:Fault>"
                + "</soap:Body></soap:Envelope>";
        assertTrue(streamed(c, fault.getBytes(StandardCharsets.UTF_8), 77).endsWith("a SOAP Fault: data is not base64"));
    }

    @Test
    void runawayAnswersAreCutOffAtTheCap() {
        BinaryAnswerCheck c = BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.BASE64, new byte[10]);
        assertTrue(streamed(c, new byte[3 << 20], 65536).startsWith("answer is larger than"));
    }

    @Test
    void sendBinaryCountInEitherForm() {
        BinaryAnswerCheck c = BinaryAnswerCheck.count(3000);
        assertNull(streamed(c, base64Answer("3000"), 10));
        assertTrue(streamed(c, base64Answer("2999"), 10).contains("expected 3000"));
    }
}
