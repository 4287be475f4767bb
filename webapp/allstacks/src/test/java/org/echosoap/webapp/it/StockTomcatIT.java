package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.echosoap.testsupport.Stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code echosoap.war} is an ordinary WAR: dropped into an unmodified stock Tomcat it answers the seed request, and so
 * does every other stack's WAR ({@code echosoap-cxf.war}, ...) dropped next to it, each under its own context.
 * And it is meant to be dropped next to the service a user measures ("measure your own service": the baseline in
 * the same JVM and connector as the service): so the same Tomcat also hosts {@code sample-orders.war}, a JAX-WS
 * service on Metro (webapp/sample-orders), and both must answer. The two Metro WARs (echosoap-metro and
 * sample-orders) must not share their Metro settings.
 *
 * <p>The Tomcat is a copy of the distribution the build unpacked ({@code webapp/target/tomcat/apache-tomcat-*})
 * with exactly one change, in its stock {@code conf/server.xml}: the HTTP connector's {@code port="8080"} becomes
 * a free port and the shutdown port {@code 8005} becomes {@code -1} (disabled), so the test can run next to
 * other servers. Nothing else (JVM options, web apps, {@code conf/}) is touched; it is started with its own
 * {@code bin/catalina.sh start} and stopped by SIGTERM to the pid in {@code CATALINA_PID}.
 */
class StockTomcatIT {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);
    private static final Duration CATALINA_SH_TIMEOUT = Duration.ofSeconds(60);
    private static final long POLL_INTERVAL_MILLIS = 250;

    private Path catalinaBase;
    private Path pidFile;

    @Test
    void warAnswersTheSeedInAStockTomcatNextToTheServiceItMeasures() throws Exception {
        Path distribution = ItPaths.tomcatDistribution();
        catalinaBase = ItPaths.webappTarget().resolve("it-stock-tomcat");
        deleteRecursively(catalinaBase); // leftovers of an aborted run
        copyRecursively(distribution, catalinaBase);
        int port = FreePort.pick();
        changeOnlyThePorts(catalinaBase.resolve("conf").resolve("server.xml"), port);
        Files.copy(ItPaths.war(), catalinaBase.resolve("webapps").resolve("echosoap.war"));
        Files.copy(ItPaths.sampleOrdersWar(), catalinaBase.resolve("webapps").resolve("sample-orders.war"));
        for (Stack stack : Stack.values()) {
            if (stack != Stack.AXIS2) {
                // Named after its context, as the launcher deploys it (echosoap-axis1.war serves /axis1).
                Files.copy(stack.war(), catalinaBase.resolve("webapps").resolve(stack.context().substring(1) + ".war"));
            }
        }
        pidFile = catalinaBase.resolve("tomcat.pid");

        startWithCatalinaSh();

        HttpResponse<byte[]> answer = awaitSeedAnswer(port);
        assertEquals(200, answer.statusCode(), () -> EchoFloatIT.body(answer));
        assertEquals(Seed.VALUE, Xml.echoResult(answer.body()));

        // Tomcat deploys all WARs before its connector serves requests: the service answers now too.
        String server = "http://127.0.0.1:" + port;
        HttpResponse<byte[]> order = OrderRequests.post11(URI.create(server + "/sample-orders/services/OrderService"),
                OrderRequests.example("placeOrder.xml"), OrderRequests.PLACE_ORDER_ACTION);
        assertEquals(200, order.statusCode(), () -> EchoFloatIT.body(order)
                + "\n" + readQuietly(catalinaBase.resolve("logs").resolve("catalina.out")));
        assertEquals(OrderRequests.EXAMPLE_ORDER_ID, OrderRequests.text(order.body(),
                "/s11:Envelope/s11:Body/o:placeOrderResponse/order/orderId"));
        // And the baseline that a "measure your own service" run subtracts answers from the same Tomcat.
        HttpResponse<byte[]> baseline = Http.postSeed(URI.create(server + "/echosoap/baseline/null"));
        assertEquals(200, baseline.statusCode(), () -> EchoFloatIT.body(baseline));

        // Every other stack's WAR, with the stock JVM settings and nothing of ours but the WARs: the seed and its
        // own baseline answer under its context.
        for (Stack stack : Stack.values()) {
            if (stack == Stack.AXIS2) {
                continue;
            }
            HttpResponse<byte[]> echo = Http.postSeed(URI.create(server + stack.context() + "/services/EchoFloat"));
            assertEquals(200, echo.statusCode(), () -> stack + ": " + EchoFloatIT.body(echo)
                    + "\n" + readQuietly(catalinaBase.resolve("logs").resolve("catalina.out")));
            assertEquals(Seed.VALUE, Xml.echoResult(echo.body()), stack.id());
            HttpResponse<byte[]> own = Http.postSeed(URI.create(server + stack.context() + "/baseline/null"));
            assertEquals(200, own.statusCode(), () -> stack + ": " + EchoFloatIT.body(own));
        }
        twoMetroWarsKeepTheirOwnParserSettings(server);
    }

    /**
     * sample-orders.war and echosoap-metro.war each carry their own Metro, and Metro keeps its parser set-up per
     * webapp: echosoap-metro's (the contract's depth limit of 1,000, set by MetroSetup) must not leak into
     * sample-orders, which keeps Metro's default of 500, nor the other way round.
     */
    private static void twoMetroWarsKeepTheirOwnParserSettings(String server) throws Exception {
        String header = "<a xmlns=\"urn:x\">".repeat(598) + "</a>".repeat(598); // depth 600 with Envelope, Header
        String metroRequest = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Header>"
                + header + "</soap:Header><soap:Body><echoFloat xmlns=\"http://tempuri.org/\"><input>3.14159</input>"
                + "</echoFloat></soap:Body></soap:Envelope>";
        HttpResponse<byte[]> metro = Http.post(URI.create(server + Stack.METRO.context() + "/services/EchoFloat"),
                metroRequest.getBytes(StandardCharsets.UTF_8));
        assertEquals(200, metro.statusCode(), () -> EchoFloatIT.body(metro));
        String order = OrderRequests.example("placeOrder.xml");
        assertTrue(order.contains("<soapenv:Header/>"), "placeOrder.xml has no empty <soapenv:Header/>");
        String deepOrder = order.replace("<soapenv:Header/>", "<soapenv:Header>" + header + "</soapenv:Header>");
        HttpResponse<byte[]> shallowOrder = OrderRequests.post11(URI.create(server + "/sample-orders/services/OrderService"),
                order.replace("<soapenv:Header/>", "<soapenv:Header>" + "<a xmlns=\"urn:x\">".repeat(10)
                        + "</a>".repeat(10) + "</soapenv:Header>"), OrderRequests.PLACE_ORDER_ACTION);
        assertEquals(200, shallowOrder.statusCode(), () -> "a header element is no problem: "
                + EchoFloatIT.body(shallowOrder));
        HttpResponse<byte[]> orders = OrderRequests.post11(URI.create(server + "/sample-orders/services/OrderService"),
                deepOrder, OrderRequests.PLACE_ORDER_ACTION);
        assertEquals(500, orders.statusCode(), () -> "sample-orders should keep Metro's depth limit of 500: "
                + EchoFloatIT.body(orders));
    }

    /** The only edit to the stock configuration; fails if the stock file no longer has these attributes. */
    private static void changeOnlyThePorts(Path serverXml, int httpPort) throws IOException {
        String stock = Files.readString(serverXml, StandardCharsets.UTF_8);
        String shutdownPort = "<Server port=\"8005\"";
        String httpConnector = "<Connector port=\"8080\" protocol=\"HTTP/1.1\"";
        assertTrue(stock.contains(shutdownPort) && stock.contains(httpConnector), "unexpected stock server.xml");
        String changed = stock.replace(shutdownPort, "<Server port=\"-1\"")
                .replace(httpConnector, "<Connector port=\"" + httpPort + "\" protocol=\"HTTP/1.1\"");
        Files.writeString(serverXml, changed, StandardCharsets.UTF_8);
    }

    private void startWithCatalinaSh() throws IOException, InterruptedException {
        Path log = catalinaBase.resolve("logs").resolve("it-catalina-sh.out");
        ProcessBuilder builder = new ProcessBuilder(catalinaBase.resolve("bin").resolve("catalina.sh").toString(), "start")
                .directory(catalinaBase.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("CATALINA_HOME", catalinaBase.toString());
        builder.environment().put("CATALINA_BASE", catalinaBase.toString());
        builder.environment().put("CATALINA_PID", pidFile.toString());
        // A stock start: none of the caller's Tomcat tuning.
        builder.environment().remove("CATALINA_OPTS");
        builder.environment().remove("JAVA_OPTS");
        Process catalinaSh = builder.start();
        // catalina.sh start forks Tomcat and returns at once; bounded anyway.
        assertTrue(catalinaSh.waitFor(CATALINA_SH_TIMEOUT.toSeconds(), TimeUnit.SECONDS), "catalina.sh start hangs");
        assertEquals(0, catalinaSh.exitValue(), () -> "catalina.sh start failed: " + readQuietly(log));
    }

    /** Polls the seed request until it answers 200 or the timeout passes; returns the last answer. */
    private HttpResponse<byte[]> awaitSeedAnswer(int port) throws Exception {
        var uri = URI.create("http://127.0.0.1:" + port + "/echosoap/services/EchoFloat");
        long deadlineNanos = System.nanoTime() + READY_TIMEOUT.toNanos();
        HttpResponse<byte[]> last = null;
        Exception lastError = null;
        while (System.nanoTime() - deadlineNanos < 0) {
            assertTrue(tomcatPid().flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false),
                    () -> "stock Tomcat exited: " + readQuietly(catalinaBase.resolve("logs").resolve("catalina.out")));
            try {
                last = Http.postSeed(uri);
                if (last.statusCode() == 200) {
                    return last;
                }
            } catch (IOException notListeningYet) {
                lastError = notListeningYet;
            }
            Thread.sleep(POLL_INTERVAL_MILLIS);
        }
        throw new AssertionError("no 200 from " + uri + " within " + READY_TIMEOUT
                + (last != null ? "; last status " + last.statusCode() : "; last error " + lastError)
                + "\n" + readQuietly(catalinaBase.resolve("logs").resolve("catalina.out")));
    }

    private Optional<Long> tomcatPid() throws IOException {
        if (pidFile == null || !Files.isRegularFile(pidFile)) {
            return Optional.empty();
        }
        String digits = Files.readString(pidFile).replaceAll("\\D", "");
        return digits.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(digits));
    }

    @AfterEach
    void stopAndCleanUp() throws Exception {
        Optional<ProcessHandle> tomcat = tomcatPid().flatMap(ProcessHandle::of);
        if (tomcat.isPresent()) {
            ProcessHandle process = tomcat.get();
            process.destroy(); // SIGTERM: Tomcat's shutdown hook stops it in order
            try {
                process.onExit().get(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException hung) {
                process.destroyForcibly();
                process.onExit().get(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            }
        }
        if (catalinaBase != null) {
            deleteRecursively(catalinaBase);
        }
    }

    private static void copyRecursively(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    // COPY_ATTRIBUTES keeps bin/*.sh executable.
                    Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(path);
            }
        }
    }

    private static String readQuietly(Path file) {
        try {
            String text = Files.readString(file);
            return text.length() <= 4000 ? text : "..." + text.substring(text.length() - 4000);
        } catch (IOException | RuntimeException e) {
            return "(" + file + " unreadable: " + e + ")";
        }
    }
}
