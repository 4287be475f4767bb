package org.echosoap.webapp.it;

import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.echosoap.testsupport.Stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Oversized requests and wrong methods get clear answers, and the server stays healthy: a body declared larger than
 * the 64 MiB limit is refused with 413 before it is sent; a GET on a SOAP endpoint (other than ?wsdl) is a 405.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(Stack.class)
@ExtendWith(SharedServer.class)
class LimitsIT {

    @Parameter
    Stack stack;

    @Test
    void aDeclaredBodyOverTheLimitIsRefusedBeforeItIsRead(EchosoapServer server) throws Exception {
        long declared = 64L * 1024 * 1024 + 1;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, server.port()), 10_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            // Headers only: if the server waited for the 64 MB body, the read below would time out.
            out.write(("POST " + stack.context() + "/services/EchoFloat HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: text/xml; charset=UTF-8\r\nContent-Length: " + declared + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder answerText = new StringBuilder();
            byte[] buffer = new byte[4096];
            // Read what arrives until the reason line is in (or the server closes): bounded by the 10 s timeout.
            for (int n; !answerText.toString().contains("echosoap.maxRequestBytes") && (n = in.read(buffer)) > 0; ) {
                answerText.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            }
            String answer = answerText.toString();
            assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
            assertTrue(answer.contains("exceeds the limit of 67108864 bytes"), answer);
        }
        HttpResponse<byte[]> normal = Http.postSeed(server.uri(stack, "/services/EchoFloat"));
        assertEquals(200, normal.statusCode(), "still healthy");
    }

    @Test
    void getOnASoapEndpointIs405ButWsdlStillWorks(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> get = Http.get(server.uri(stack, "/services/EchoFloat"));
        assertEquals(405, get.statusCode());
        assertEquals("POST", get.headers().firstValue("Allow").orElse(""));
        assertEquals(200, Http.get(server.uri(stack, "/services/EchoFloat?wsdl")).statusCode());
        assertEquals(200, Http.get(server.uri(stack, "/services/Benchmark?wsdl")).statusCode());
    }
}
