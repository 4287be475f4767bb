package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The binary echo services (BinaryEcho.wsdl) on Axis2, CXF and Metro, against the real Tomcat: an MTOM request to
 * {@code BinaryEchoMtom} is answered with the same bytes as an XOP attachment, a base64 one to {@code BinaryEcho}
 * with the same bytes as base64 text; and the bad inputs (a part over the 16 MiB limit, a body over the 24 MiB
 * limit, a broken multipart boundary, an XOP Include naming a missing part, base64 garbage) are each refused with a
 * SOAP Fault or a 4xx, within a bounded time and server allocation, after which the next good request is served.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(value = Stack.class, names = {"AXIS2", "CXF", "METRO"})
@ExtendWith(SharedServer.class)
class MtomIT {

    private static final String NS = "urn:echosoap:binary";
    private static final String BOUNDARY = "MIMEBoundary_it";
    private static final String MTOM_TYPE = "multipart/related; type=\"application/xop+xml\"; boundary=\"" + BOUNDARY
            + "\"; start=\"<root@it>\"; start-info=\"text/xml\"";
    private static final String INCLUDE = "<xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/include\" "
            + "href=\"cid:data@it\"/>";
    /** 16 MiB, the services' payload limit (echosoap.maxBinaryDataBytes). */
    private static final int MAX_DATA_BYTES = 16 * 1024 * 1024;
    /** A refusal may not take longer than this (the 17 MB upload over loopback included, on a loaded machine). */
    private static final long MAX_REFUSAL_MILLIS = 30_000;
    /**
     * Nor make the server allocate more than this for the request: a few copies of the limit, not unbounded (a part
     * just over the limit: Axis2 ~34 MB, CXF ~84 MB, Metro ~120 MB by Server-Timing).
     */
    private static final long MAX_REFUSAL_ALLOC_BYTES = 10L * MAX_DATA_BYTES;

    @Parameter
    Stack stack;

    static byte[] payload(int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
    }

    static byte[] envelope(String operationContent) {
        return ("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<b:echoBinary xmlns:b=\"" + NS + "\">" + operationContent + "</b:echoBinary></soapenv:Body>"
                + "</soapenv:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    /** An MTOM echoBinary whose root part is {@code root} and whose one binary part (Content-ID data@it) is {@code data}. */
    static byte[] mtom(byte[] root, byte[] data, String boundary) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length + 2048);
        out.writeBytes(("--" + boundary + "\r\nContent-Type: application/xop+xml; charset=UTF-8; type=\"text/xml\"\r\n"
                + "Content-Transfer-Encoding: binary\r\nContent-ID: <root@it>\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(root);
        out.writeBytes(("\r\n--" + boundary + "\r\nContent-Type: application/octet-stream\r\n"
                + "Content-Transfer-Encoding: binary\r\nContent-ID: <data@it>\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(data);
        out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private HttpResponse<byte[]> post(EchosoapServer server, String service, String contentType, byte[] body)
            throws Exception {
        return Http.postAs(server.uri(stack, "/services/" + service), contentType, body, "SOAPAction", "\"\"");
    }

    @Test
    void mtomAndBase64EchoTheSameMegabyte(EchosoapServer server) throws Exception {
        byte[] data = payload(1_000_000);
        HttpResponse<byte[]> mtom = post(server, "BinaryEchoMtom", MTOM_TYPE, mtom(envelope("<data>" + INCLUDE
                + "</data>"), data, BOUNDARY));
        assertEquals(200, mtom.statusCode(), text(mtom));
        String type = Http.header(mtom, "Content-Type");
        assertTrue(type.startsWith("multipart/related") && type.contains("application/xop+xml"), type);
        assertArrayEquals(data, attachment(mtom.body(), boundaryOf(type)));

        HttpResponse<byte[]> base64 = post(server, "BinaryEcho", "text/xml; charset=UTF-8",
                envelope("<data>" + Base64.getEncoder().encodeToString(data) + "</data>"));
        assertEquals(200, base64.statusCode(), text(base64));
        String answer = new String(base64.body(), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("<return>([^<]*)</return>").matcher(answer);
        assertTrue(m.find(), answer.substring(0, Math.min(500, answer.length())));
        assertArrayEquals(data, Base64.getMimeDecoder().decode(m.group(1)));
    }

    @Test
    void aPartOverTheLimitIsRefused(EchosoapServer server) throws Exception {
        byte[] body = mtom(envelope("<data>" + INCLUDE + "</data>"), payload(MAX_DATA_BYTES + 1000), BOUNDARY);
        assertRefused(server, "BinaryEchoMtom", MTOM_TYPE, body);
    }

    @Test
    void aBodyDeclaredOverTheBinaryLimitIs413BeforeItIsRead(EchosoapServer server) throws Exception {
        long declared = 24L * 1024 * 1024 + 1;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, server.port()), 10_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + stack.context() + "/services/BinaryEchoMtom HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: " + MTOM_TYPE + "\r\nContent-Length: " + declared + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder answer = new StringBuilder();
            byte[] buffer = new byte[4096];
            for (int n; !answer.toString().contains("maxBinaryRequestBytes") && (n = in.read(buffer)) > 0; ) {
                answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            }
            assertTrue(answer.toString().startsWith("HTTP/1.1 413"), answer.toString());
        }
        assertGoodRequestServed(server);
    }

    @Test
    void aBrokenBoundaryIsRefused(EchosoapServer server) throws Exception {
        byte[] body = mtom(envelope("<data>" + INCLUDE + "</data>"), payload(100_000), "SomethingElse");
        assertRefused(server, "BinaryEchoMtom", MTOM_TYPE, body);
        byte[] truncated = mtom(envelope("<data>" + INCLUDE + "</data>"), payload(100_000), BOUNDARY);
        assertRefused(server, "BinaryEchoMtom", MTOM_TYPE, Arrays.copyOf(truncated, truncated.length - 40_000));
    }

    @Test
    void anXopIncludeOfAMissingPartIsRefused(EchosoapServer server) throws Exception {
        byte[] body = mtom(envelope("<data>" + INCLUDE.replace("cid:data@it", "cid:missing@it") + "</data>"),
                payload(1000), BOUNDARY);
        assertRefused(server, "BinaryEchoMtom", MTOM_TYPE, body);
    }

    @Test
    void base64GarbageIsRefused(EchosoapServer server) throws Exception {
        String good = Base64.getEncoder().encodeToString(payload(1_000_000));
        String garbage = good.substring(0, 500_000) + "!*not base64*!" + good.substring(500_000);
        String reason = assertRefused(server, "BinaryEcho", "text/xml; charset=UTF-8",
                envelope("<data>" + garbage + "</data>"));
        assertTrue(reason.contains("data is not base64: '!' at byte"), reason);
        assertRefused(server, "BinaryEcho", "text/xml; charset=UTF-8", envelope("<data>QUJ</data>"));
    }

    /**
     * Sends a bad request: it must be refused (4xx, or a SOAP Fault), in bounded time and server allocation, and a
     * good request must be served right after. Returns the answer's text.
     */
    private String assertRefused(EchosoapServer server, String service, String contentType, byte[] body)
            throws Exception {
        long start = System.nanoTime();
        HttpResponse<byte[]> r = post(server, service, contentType, body);
        long millis = (System.nanoTime() - start) / 1_000_000;
        String text = text(r);
        boolean fault = text.contains("Fault>") && text.contains("faultstring");
        assertTrue(r.statusCode() >= 400 && r.statusCode() < 500 || r.statusCode() == 500 && fault,
                r.statusCode() + ": " + text);
        assertTrue(millis < MAX_REFUSAL_MILLIS, "refused after " + millis + " ms");
        long alloc = allocBytes(r);
        assertTrue(alloc < MAX_REFUSAL_ALLOC_BYTES, "the refusal allocated " + alloc + " bytes on the server");
        assertGoodRequestServed(server);
        return text;
    }

    private void assertGoodRequestServed(EchosoapServer server) throws Exception {
        byte[] data = payload(1000);
        HttpResponse<byte[]> r = post(server, "BinaryEchoMtom", MTOM_TYPE,
                mtom(envelope("<data>" + INCLUDE + "</data>"), data, BOUNDARY));
        assertEquals(200, r.statusCode(), text(r));
        assertArrayEquals(data, attachment(r.body(), boundaryOf(Http.header(r, "Content-Type"))));
    }

    /** Server-Timing's {@code alloc;dur=BYTES}, or 0 when the answer has none. */
    private static long allocBytes(HttpResponse<?> r) {
        Matcher m = Pattern.compile("alloc;dur=(\\d+)").matcher(r.headers().firstValue("Server-Timing").orElse(""));
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    private static String boundaryOf(String contentType) {
        Matcher m = Pattern.compile("boundary=\"?([^\";]+)\"?").matcher(contentType);
        assertTrue(m.find(), contentType);
        return m.group(1);
    }

    /** The content of the second part of an MTOM answer (the first binary part after the root). */
    private static byte[] attachment(byte[] body, String boundary) {
        byte[] delimiter = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
        // After the root part's headers: CXF writes a line break before the first delimiter too.
        int rootHeaders = indexOf(body, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), 0);
        int root = indexOf(body, delimiter, rootHeaders);
        assertTrue(rootHeaders > 0 && root >= 0, "no second part");
        int headersEnd = indexOf(body, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), root + delimiter.length);
        int end = indexOf(body, delimiter, headersEnd + 4);
        assertTrue(headersEnd > 0 && end > 0, "attachment not closed");
        return Arrays.copyOfRange(body, headersEnd + 4, end);
    }

    private static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = Math.max(0, from); i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static String text(HttpResponse<byte[]> r) {
        String t = new String(r.body(), 0, Math.min(r.body().length, 2000), StandardCharsets.UTF_8);
        return t;
    }
}
