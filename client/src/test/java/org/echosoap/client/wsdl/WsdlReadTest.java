package org.echosoap.client.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading WSDLs from files and URLs (a JDK HttpServer on 127.0.0.1): imports relative to a URL are followed, and
 * every kind of bad input is one WsdlException line: HTTP errors, refused connections, silent and trickling servers
 * (bounded by the fetch timeout), non-XML, non-WSDL, missing imports.
 */
class WsdlReadTest {

    private HttpServer server;
    private final CountDownLatch release = new CountDownLatch(1);

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/ws/", exchange -> {
            String name = exchange.getRequestURI().getPath().substring("/ws/".length());
            Path file = TestWsdls.resource(name);
            byte[] body = Files.exists(file) ? Files.readAllBytes(file) : "not here".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(Files.exists(file) ? 200 : 404, body.length);
            try (OutputStream o = exchange.getResponseBody()) {
                o.write(body);
            }
        });
        server.createContext("/silent", exchange -> {
            await();
            exchange.close();
        });
        server.createContext("/trickle", exchange -> {
            exchange.sendResponseHeaders(200, 0);
            OutputStream o = exchange.getResponseBody();
            o.write("<?xml version=\"1.0\"?><wsdl:definitions".getBytes(StandardCharsets.UTF_8));
            o.flush();
            await();
            exchange.close();
        });
        server.createContext("/html", exchange -> {
            byte[] body = "<html><body>Please log in</body></html>".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream o = exchange.getResponseBody()) {
                o.write(body);
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "wsdl-test-server");
            t.setDaemon(true);
            return t;
        }));
        server.start();
    }

    private void await() {
        try {
            release.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @AfterEach
    void stopServer() {
        release.countDown();
        server.stop(0);
    }

    private String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    @Test
    void aWsdlByUrlWithASchemaImportedRelativeToIt() {
        Wsdl w = Wsdl.read(url("/ws/orders.wsdl"));
        assertEquals(4, w.operations().size());
        String xml = SampleRequests.create(w, w.operation("placeOrder", null, null));
        assertTrue(xml.contains("<o:status>NEW</o:status>"), "types from the imported orders.xsd\n" + xml);
    }

    @Test
    void httpErrorsAndRefusedConnectionsAreOneLine() throws Exception {
        assertEquals("cannot fetch " + url("/ws/missing.wsdl") + ": HTTP 404", message(url("/ws/missing.wsdl")));
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        String refused = "http://127.0.0.1:" + closedPort + "/x?wsdl";
        assertEquals("cannot fetch " + refused + ": connection refused", message(refused));
    }

    @Test
    void aServerThatNeverAnswersOrTricklesIsBoundedByTheFetchTimeout() {
        long start = System.nanoTime();
        WsdlException silent = assertThrows(WsdlException.class,
                () -> Wsdl.read(url("/silent"), Duration.ofSeconds(2), Duration.ofMillis(300)));
        assertEquals("cannot fetch " + url("/silent") + ": no answer within 300 ms", silent.getMessage());
        WsdlException trickle = assertThrows(WsdlException.class,
                () -> Wsdl.read(url("/trickle"), Duration.ofSeconds(2), Duration.ofMillis(300)));
        assertEquals("cannot fetch " + url("/trickle") + ": no complete answer within 300 ms", trickle.getMessage());
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(8), "bounded");
    }

    @Test
    void notXmlNotWsdlAndMissingFilesAreOneLine(@TempDir Path dir) throws Exception {
        assertTrue(message(url("/html")).startsWith("not a WSDL 1.1 document: " + url("/html")
                + " (Expected root element '{http://schemas.xmlsoap.org/wsdl/}definitions'"), message(url("/html")));
        Path text = Files.writeString(dir.resolve("notes.txt"), "just text");
        // The wording after "(" is the StAX parser's: the JDK's in the jar, Woodstox on the test classpath.
        assertTrue(message(text.toString()).startsWith("not a WSDL: " + text + " is not well-formed XML ("),
                message(text.toString()));
        assertEquals("no such file: " + dir.resolve("nope.wsdl"), message(dir.resolve("nope.wsdl").toString()));
        assertEquals(dir + " is a directory, not a WSDL file", message(dir.toString()));
        Path orphan = Files.writeString(dir.resolve("orphan.wsdl"),
                Files.readString(TestWsdls.resource("orders.wsdl")));
        String missingImport = message(orphan.toString());
        assertTrue(missingImport.startsWith("cannot read a document the WSDL imports: "), missingImport);
        assertTrue(missingImport.contains("orders.xsd"), missingImport);
        for (String m : new String[] {missingImport, message(text.toString())}) {
            assertEquals(1, m.lines().count(), m);
        }
    }

    private static String message(String source) {
        return assertThrows(WsdlException.class, () -> Wsdl.read(source)).getMessage();
    }
}
