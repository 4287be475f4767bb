package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.cli.Main;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * {@code --profile} against the real Tomcat: the truth checks of the phases (a known spin lands in the service's
 * phase; DOM reads more XML than SAX; a WS-Security signature's cost lands in security; shares add up to 1 and the
 * phases' µs to the inside figure) and the control endpoint's refusals (a disallowed address, a second recording, a
 * bad period), and a run whose profile cannot start goes on without phases, warning once.
 *
 * <p>On the client ITs' shared server, whose control answers {@code 127.0.0.1/32} only ({@link ClientServer}), so that
 * a caller from 127.0.0.2 (still this host) is outside the allow-list.
 */
@ExtendWith(ClientServer.class)
class ProfileIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private EchosoapServer server;

    @BeforeEach
    void server(EchosoapServer shared) {
        server = shared;
    }

    @Test
    void aKnownSpinLandsInTheServicesPhaseAndThePhasesAddUp() throws Exception {
        // 2 ms: the spin is then >= 99% of the time inside the webapp (the rest, Tomcat's and the filter's, ~15 µs).
        JsonNode result = run("spin", "--scenario", "spin", "--spin-micros", "2000");
        JsonNode spin = endpoint(result, "spin");
        JsonNode byPhase = spin.get("phases").get("byPhase");
        // The spin's own µs, not its share of the inside time: with exact stages (--profile implies --stages) the
        // profile's own cost lands in the stage where it runs (JFR's allocation samples take their stack traces in
        // writing: 64.6 µs, 3.2% of a 2,036 µs message in the first CI run), which the shares of old spread over all.
        assertTrue(byPhase.get("service").get("share").asDouble() >= 0.9, byPhase.toString());
        // At least the spin; more when the machine takes the CPU from the request thread meanwhile (time off the CPU
        // is shared out by the running samples: a loaded 2-vCPU VM gave 2,877 µs for the 2,000 µs spin).
        double serviceMicros = byPhase.get("service").get("micros").asDouble();
        assertTrue(serviceMicros >= 1900, "the spin recovered as " + serviceMicros + " µs");
        double shares = 0;
        double micros = 0;
        for (JsonNode p : (Iterable<JsonNode>) byPhase::elements) {
            shares += p.get("share").asDouble();
            micros += p.get("micros").asDouble();
        }
        assertEquals(1.0, shares, 0.005); // nine shares, each rounded to 3 decimals in result.json
        double inside = spin.get("phases").get("insideMicros").asDouble();
        assertEquals(inside, micros, Math.max(0.01 * inside, spin.get("phases").get("insideCi95Micros").asDouble()));
        assertEquals(inside, spin.get("serverAppMicros").get("mean").asDouble(), 0.01, "the Server-Timing figure");
        JsonNode profile = result.get("profiles").get(0);
        assertTrue(profile.get("problem").isNull());
        assertTrue(Files.size(out("spin").resolve(profile.get("flameGraph").asText())) > 1000);
        assertTrue(Files.size(out("spin").resolve(profile.get("recording").asText())) > 1000);
        assertTrue(result.get("costs").get(0).get("phases").get("service").get("micros").asDouble() > 1900);
    }

    /**
     * Issue 40's truth check at small spins, where a few misplaced samples show: 50 and 300 µs land ≥ 95% in the
     * service's phase of the cost (spin over null). Two causes had taken 13-16% of a 300 µs spin: the request event
     * ran past the stamp (the commit's socket write, which Server-Timing leaves out, was in the event the shares are
     * scaled to), and JDK 17's sampler gave an inlined bare loop's pc the next debug info (the answer's
     * setContentType; conf/tomcat/jvm.options keeps the spin out of line). A third held JDK 17 at 92% of a 50 µs spin:
     * the loop of bare clock reads ran in the vDSO, where samples are dropped. On the shared (JDK 17) server.
     */
    @Test
    void smallSpinsLandInTheServicesPhaseOnJdk17() throws Exception {
        smallSpinsLandInTheServicesPhase(server, "17");
    }

    /** The same on a JDK 25 server, whose CPU-time sampler also sees native code and the kernel (the socket write). */
    @Test
    void smallSpinsLandInTheServicesPhaseOnJdk25() throws Exception {
        Path jdk25 = jdk25();
        org.junit.jupiter.api.Assumptions.assumeTrue(jdk25 != null,
                "no JDK 25 under /usr/lib/jvm (temurin-25*): the JDK 25 case of the spin truth check is skipped");
        try (EchosoapServer on25 = EchosoapServer.startOnJdk(ItPaths.moduleTarget().resolve("it-server-jdk25"), jdk25,
                "-D" + ClientServer.CONTROL_ALLOW)) {
            smallSpinsLandInTheServicesPhase(on25, "25");
        }
    }

    private void smallSpinsLandInTheServicesPhase(EchosoapServer target, String jdk) throws Exception {
        for (int spinMicros : new int[] {50, 300}) {
            String name = "spin" + spinMicros + "-jdk" + jdk;
            // 1 ms sampling: a 6 s run of a 50 µs spin gives the 5 ms default too few samples to tell 95% from 90%.
            JsonNode result = run(target, name, new StringWriter(), "--scenario", "spin", "--spin-micros",
                    Integer.toString(spinMicros), "--profile-sampling", "1");
            JsonNode profile = result.get("profiles").get(0);
            assertTrue(profile.get("problem").isNull(), profile.toString());
            assertEquals(jdk.equals("25") ? "jdk.CPUTimeSample" : "jdk.ExecutionSample", profile.get("sampler").asText());
            JsonNode cost = result.get("costs").get(0).get("phases");
            double service = cost.get("service").get("micros").asDouble();
            double inside = endpoint(result, "spin").get("phases").get("insideMicros").asDouble();
            // Issue 40's target, 95%, on both samplers. A third cause had held JDK 17 at 92% of a 50 µs spin (38 µs
            // on a loaded VM): the spin spent its time in the vDSO's clock_gettime, where the sampler drops its
            // samples; the spin now computes between clock reads (bench/results/phases.md, 2026-12-03).
            double share = 0.95;
            assertTrue(service >= share * spinMicros && service <= inside,
                    "JDK " + jdk + ", a " + spinMicros + " µs spin: " + service + " µs in the service's phase of the "
                            + "cost (inside " + inside + " µs): " + cost);
        }
    }

    /** A JDK 25 beside the default one (/usr/lib/jvm/temurin-25*), or null. */
    private static Path jdk25() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        try (java.util.stream.Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(h -> h.getFileName().toString().startsWith("temurin-25"))
                    .filter(h -> Files.isExecutable(h.resolve("bin/java"))).sorted().findFirst().orElse(null);
        }
    }

    @Test
    void domReadsMoreXmlThanSax() throws Exception {
        JsonNode result = run("parsers", "--scenario", "variant.dom", "--with", "variant.sax");
        double dom = endpoint(result, "variant.dom").get("phases").get("byPhase").get("reading").get("micros").asDouble();
        double sax = endpoint(result, "variant.sax").get("phases").get("byPhase").get("reading").get("micros").asDouble();
        assertTrue(dom > sax, "reading XML: dom " + dom + " µs, sax " + sax + " µs");
    }

    @Test
    void aSignaturesCostLandsMostlyInSecurity() throws Exception {
        String keys = System.getProperty("echosoap.wssec.keys");
        System.setProperty("echosoap.wssec.keys", server.base().resolve("wssec").toString());
        try {
            JsonNode result = run("wssec", "--stack", "cxf", "--scenario", "layer.wssec.sign.echoFloat");
            JsonNode phases = result.get("costs").get(0).get("phases");
            // Mostly: security is the largest part of the cost, and at least 40% of it (the rest is the DOM round trip
            // the stack makes for WSS4J outside its interceptor, reading it back as StAX, and the larger message).
            double security = phases.get("security").get("micros").asDouble();
            double all = 0;
            double largestOther = 0;
            for (java.util.Map.Entry<String, JsonNode> p : (Iterable<java.util.Map.Entry<String, JsonNode>>) phases::fields) {
                all += p.getValue().get("micros").asDouble();
                if (!p.getKey().equals("security")) {
                    largestOther = Math.max(largestOther, p.getValue().get("micros").asDouble());
                }
            }
            assertTrue(security > largestOther && security >= 0.4 * all,
                    "security " + security + " µs of " + all + ": " + phases);
        } finally {
            if (keys == null) {
                System.clearProperty("echosoap.wssec.keys");
            } else {
                System.setProperty("echosoap.wssec.keys", keys);
            }
        }
    }

    @Test
    void theControlRefusesOthersASecondRecordingAndBadInputInOneLine() throws Exception {
        assertEquals("403 the profile control answers only 127.0.0.1/32 (-Dechosoap.controlAllow on the server "
                + "changes it)", postFrom("127.0.0.2", "/profile/start"));
        URI control = server.uri("/profile/");
        assertEquals(400, post(control.resolve("start?samplingMillis=0")).statusCode());
        assertEquals(409, post(control.resolve("stop")).statusCode(), "nothing to stop");
        assertEquals(200, post(control.resolve("start")).statusCode());
        try {
            HttpResponse<String> second = post(control.resolve("start"));
            assertEquals(409, second.statusCode());
            assertTrue(second.body().strip().startsWith("a profile is being recorded already"), second.body());
            assertEquals(1, second.body().strip().lines().count());

            // A run whose profile cannot start goes on without phases, saying why once.
            StringWriter stdout = new StringWriter();
            JsonNode result = run("refused", stdout, "--scenario", "echoFloat");
            JsonNode profile = result.get("profiles").get(0);
            assertTrue(profile.get("problem").asText().contains("409"), profile.toString());
            assertTrue(stdout.toString().contains("profile: no profile:"), stdout.toString());
        } finally {
            assertEquals(200, post(control.resolve("stop")).statusCode());
        }
    }

    private Path out(String name) {
        return ItPaths.root().resolve("client/target/it-results/profile-" + name);
    }

    private JsonNode run(String name, String... scenario) throws IOException {
        return run(name, new StringWriter(), scenario);
    }

    private JsonNode run(String name, StringWriter stdout, String... scenario) throws IOException {
        return run(server, name, stdout, scenario);
    }

    private JsonNode run(EchosoapServer target, String name, StringWriter stdout, String... scenario) throws IOException {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(stdout));
        List<String> args = new java.util.ArrayList<>(List.of("run", "--target", target.uri("").toString(),
                "--profile", "--prime", "2s", "--max-time", "10s", "--out", out(name).toString(), "--force", "--quiet"));
        args.addAll(List.of(scenario));
        int exit = cl.execute(args.toArray(String[]::new));
        assertEquals(0, exit, stdout.toString());
        return ResultSchema.read(out(name).resolve("result.json"));
    }

    private static JsonNode endpoint(JsonNode result, String name) {
        for (JsonNode run : result.get("runs")) {
            if (run.get("endpoint").asText().equals(name)) {
                return run;
            }
        }
        throw new AssertionError("no row " + name + " in " + result.get("runs"));
    }

    private static HttpResponse<String> post(URI uri) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A POST from {@code source} (another loopback address of this host), as "status line-less" {@code code body}. */
    private String postFrom(String source, String path) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName(source), 0));
            socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
            socket.setSoTimeout(10_000);
            String target = server.uri(path).getPath();
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String status = answer.substring(answer.indexOf(' ') + 1, answer.indexOf(' ') + 4);
            String body = answer.substring(answer.indexOf("\r\n\r\n") + 4).strip();
            return status + " " + (body.contains("\r\n") ? chunkedText(body) : body);
        }
    }

    /** The text of a one-chunk chunked body. */
    private static String chunkedText(String body) {
        String[] lines = body.split("\r\n");
        return lines.length > 1 ? lines[1].strip() : body;
    }
}
