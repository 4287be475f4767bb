package org.echosoap.client.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.echosoap.client.result.HostNoise;

/**
 * Reads the kernel's counters of the client host and of the server host at the start of the measured part of a run
 * and at its end, and turns the two readings into the run's {@link HostNoise}.
 *
 * <p>The server's come from echosoap.war's {@code GET <target>/status/noise}, read outside the measured blocks (two
 * requests per run). A server that does not answer it (another container, an older WAR, an RPC server without
 * Tomcat) leaves the server side absent with the reason, never the run.
 *
 * <pre>{@code
 * NoiseMeter meter = NoiseMeter.start(URI.create("http://127.0.0.1:8080/echosoap"));
 * ... measure ...
 * HostNoise noise = meter.stop();
 * }</pre>
 */
public final class NoiseMeter {

    /** The context echosoap.war is deployed at: only a target there is asked for the server's counters. */
    static final String ECHOSOAP_CONTEXT = "/echosoap";

    /** The path under the webapp's base URL that answers the server's counters. */
    public static final String SERVER_PATH = "/status/noise";

    /**
     * How long the server's counters may take: they are a courtesy, read twice outside the measured blocks. 2 s timed
     * out once on a machine whose other processes took 98% of its CPU; 5 s bounds what a run waits for them.
     */
    static final Duration SERVER_TIMEOUT = Duration.ofSeconds(5);

    private final Supplier<HostCounters> client;
    private final Supplier<HostCounters> server;
    private final Supplier<Map<String, Long>> clientThreads;
    private final long startNanos;
    private final HostCounters clientBefore;
    private final HostCounters serverBefore;
    /** Each client thread's involuntary switches at the start (a thread born later started from 0). */
    private final Map<String, Long> threadsAtStart;
    /** Each client thread's count when last seen: an ended thread keeps what it had. */
    private final Map<String, Long> threadsLastSeen = new HashMap<>();

    private NoiseMeter(Supplier<HostCounters> client, Supplier<HostCounters> server,
                       Supplier<Map<String, Long>> clientThreads) {
        this.client = client;
        this.server = server;
        this.clientThreads = clientThreads;
        this.serverBefore = server.get();
        this.threadsAtStart = Map.copyOf(clientThreads.get());
        this.clientBefore = client.get();
        this.startNanos = System.nanoTime();
    }

    /** Starts metering this host (/proc) and the server of {@code target} (an echosoap.war base URL). */
    public static NoiseMeter start(URI target) {
        Path proc = Path.of("/proc");
        return new NoiseMeter(() -> HostCounters.readLocal(proc), () -> serverCounters(target),
                () -> HostCounters.threadSwitches(proc));
    }

    /** Starts metering with other sources of counters (tests); the client's switches are those its counters give. */
    static NoiseMeter start(Supplier<HostCounters> client, Supplier<HostCounters> server) {
        return new NoiseMeter(client, server, Map::of);
    }

    /** Starts metering with other sources of counters and of the client's threads (tests). */
    static NoiseMeter start(Supplier<HostCounters> client, Supplier<HostCounters> server,
                            Supplier<Map<String, Long>> clientThreads) {
        return new NoiseMeter(client, server, clientThreads);
    }

    /**
     * Notes every client thread's involuntary switches now: call it before threads end (the run renews its client
     * threads every epoch), so that theirs stay counted. Between blocks only; a few dozen small file reads.
     */
    public void sampleThreads() {
        threadsLastSeen.putAll(clientThreads.get());
    }

    /** The figures from the start to now. */
    public HostNoise stop() {
        sampleThreads();
        HostCounters clientAfter = client.get();
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        HostCounters serverAfter = server.get();
        if (!threadsLastSeen.isEmpty() && clientAfter.known()) {
            long switches = 0;
            for (Map.Entry<String, Long> t : threadsLastSeen.entrySet()) {
                switches += Math.max(0, t.getValue() - threadsAtStart.getOrDefault(t.getKey(), 0L));
            }
            clientAfter = clientAfter.withInvoluntarySwitches(clientBefore.involuntarySwitches() + switches);
        }
        return HostNoise.of(seconds, clientBefore, clientAfter, serverBefore, serverAfter);
    }

    /** The server's counters from {@code GET <target>/status/noise}, or absent ones saying why not. */
    static HostCounters serverCounters(URI target) {
        if (target == null || !"http".equalsIgnoreCase(target.getScheme())) {
            return HostCounters.absent("the server's counters are read over plain HTTP only (target "
                    + (target == null ? "none" : target.getScheme()) + ")");
        }
        String base = target.toString().replaceAll("/+$", "");
        // run --url's target is its service's origin, with echosoap.war beside it (its baseline): ask that context.
        String path = target.getRawPath() == null ? "" : target.getRawPath().replaceAll("/+$", "");
        if (path.isEmpty()) {
            base = base + ECHOSOAP_CONTEXT;
        }
        // Only echosoap.war's own context is asked: another server (a test's fake, a context of another name) has no
        // such page, and an extra request would show in what it counts.
        if (!base.endsWith(ECHOSOAP_CONTEXT)) {
            return HostCounters.absent("the target's path " + path + " is not echosoap.war's " + ECHOSOAP_CONTEXT
                    + ": its server's counters are not asked for");
        }
        try {
            String answer = get(URI.create(base + SERVER_PATH));
            int status = statusOf(answer);
            if (status != 200) {
                return HostCounters.absent("the server does not report its counters (GET " + SERVER_PATH + ": "
                        + (status < 0 ? "not an HTTP answer" : Integer.toString(status)) + ")");
            }
            int body = answer.indexOf("\r\n\r\n");
            return HostCounters.parse(body < 0 ? "" : answer.substring(body + 4));
        } catch (IOException | RuntimeException e) {
            return HostCounters.absent("the server's counters could not be read (GET " + SERVER_PATH + ": "
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage()) + ")");
        }
    }

    /**
     * One {@code GET} over a socket of its own, HTTP/1.0 so that the answer is not chunked and ends with the
     * connection. Why not the JDK's HttpClient: its first request in a JVM took over 300 ms on the 2-vCPU VM (a
     * thread pool and SSL set up for a plain request), and this read lies between priming and the first measured
     * block, where the server would cool down meanwhile and a test freezing the server "during the first block" froze
     * it during this read instead.
     */
    private static String get(URI uri) throws IOException {
        int port = uri.getPort() < 0 ? 80 : uri.getPort();
        try (Socket socket = new Socket()) {
            int timeoutMillis = (int) SERVER_TIMEOUT.toMillis();
            socket.connect(new InetSocketAddress(uri.getHost(), port), timeoutMillis);
            socket.setSoTimeout(timeoutMillis);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + uri.getRawPath() + " HTTP/1.0\r\nHost: " + uri.getHost() + ":" + port
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readNBytes(MAX_ANSWER_BYTES), StandardCharsets.UTF_8);
        }
    }

    /** The counters page is a few hundred bytes; more than this is not echosoap.war's page. */
    private static final int MAX_ANSWER_BYTES = 64 * 1024;

    /** The status code of an HTTP answer's first line, or -1 when it is not one. */
    static int statusOf(String answer) {
        if (!answer.startsWith("HTTP/")) {
            return -1;
        }
        int space = answer.indexOf(' ');
        if (space < 0 || answer.length() < space + 4) {
            return -1;
        }
        try {
            return Integer.parseInt(answer.substring(space + 1, space + 4));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
