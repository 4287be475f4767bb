import com.sun.management.GarbageCollectorMXBean;
import com.sun.management.GcInfo;
import com.sun.tools.attach.VirtualMachine;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import org.echosoap.client.scenario.layer.mtom.BinaryMessages;

/**
 * Peak live heap of the server while it echoes binary payloads as MTOM and as base64 (seed 004's question: how much
 * memory does one message hold, not only allocate), on Axis2, CXF and Metro, from 1 KB to 10 MB.
 *
 * <p>How: the program attaches to the server's JVM (same user, the JDK's attach API, a local JMX agent) and, while
 * echoes run, forces a full collection every {@code --sample-millis} and reads the heap used after it (the GC's own
 * after-collection figure, so nothing allocated after the collection counts). The largest such figure minus the idle
 * figure before the phase is the live memory the in-flight messages held: a sampled peak, so a lower bound of the
 * true peak (a collection may miss the moment of the largest hold). Each (stack, size, encoding) cell has two phases
 * of {@code --seconds}: one echo at a time, then {@code --concurrency} callers at once. Bounded in time and count.
 *
 * <pre>
 * java -cp client/target/echosoap-client.jar bench/MtomPeakHeap.java http://127.0.0.1:PORT SERVER_PID
 *      [--sizes 1000,10000,100000,1000000,10000000] [--stacks axis2,cxf,metro] [--concurrency 4] [--seconds 3]
 *      [--sample-millis 100]
 * </pre>
 * Prints one Markdown row per stack, size and encoding. Needs a JDK (attach) and a server started by the same user.
 */
public final class MtomPeakHeap {

    private static final int MAX_REQUESTS_PER_PHASE = 5_000;

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: MtomPeakHeap BASE_URL SERVER_PID [--sizes A,B] [--stacks axis2,cxf,metro]"
                    + " [--concurrency C] [--seconds S] [--sample-millis M]");
            System.exit(2);
        }
        String base = args[0];
        String pid = args[1];
        String sizes = "1000,10000,100000,1000000,10000000";
        String stacks = "axis2,cxf,metro";
        int concurrency = 4;
        int seconds = 3;
        int sampleMillis = 100;
        for (int i = 2; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--sizes" -> sizes = args[i + 1];
                case "--stacks" -> stacks = args[i + 1];
                case "--concurrency" -> concurrency = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--sample-millis" -> sampleMillis = Integer.parseInt(args[i + 1]);
                default -> {
                    System.err.println("MtomPeakHeap: unknown option " + args[i]);
                    System.exit(2);
                }
            }
        }
        Heap heap = Heap.attach(pid);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        System.out.println("| stack | payload B | encoding | request B | one at a time: peak live MB (x payload) "
                + "| " + concurrency + " at once: peak live MB (x payload) | idle spread MB | echoes (1 / " + concurrency
                + ") | errors |");
        System.out.println("|---|---:|---|---:|---:|---:|---:|---:|---:|");
        for (String stack : stacks.split(",")) {
            URI service = URI.create(base + context(stack));
            for (String size : sizes.split(",")) {
                int payloadBytes = Integer.parseInt(size.strip());
                byte[] data = BinaryMessages.pattern(payloadBytes);
                for (boolean mtom : new boolean[] {true, false}) {
                    BinaryMessages.Request request = mtom
                            ? BinaryMessages.mtom(BinaryMessages.Operation.ECHO, data)
                            : BinaryMessages.base64(BinaryMessages.Operation.ECHO, data);
                    URI uri = service.resolve(service.getPath()
                            + (mtom ? BinaryMessages.MTOM_PATH : BinaryMessages.BASE64_PATH));
                    warmUp(http, uri, request);
                    Phase one = Phase.run(http, uri, request, 1, seconds, sampleMillis, heap);
                    Phase many = Phase.run(http, uri, request, concurrency, seconds, sampleMillis, heap);
                    System.out.printf(Locale.ROOT, "| %s | %,d | %s | %,d | %s | %s | %.1f | %d / %d | %d |%n",
                            stack, payloadBytes, mtom ? "MTOM" : "base64", request.body().length,
                            one.describe(payloadBytes), many.describe(payloadBytes),
                            Math.max(one.idleSpreadBytes, many.idleSpreadBytes) / 1e6, one.echoes, many.echoes,
                            one.errors + many.errors);
                }
            }
        }
        heap.close();
    }

    /**
     * A few untimed echoes first (at most 20 or 5 s), so that classes loaded and caches filled by the first call of
     * a path do not count as memory the message holds.
     */
    private static void warmUp(HttpClient http, URI uri, BinaryMessages.Request request) throws Exception {
        long endNanos = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        for (int i = 0; i < 20 && System.nanoTime() < endNanos; i++) {
            http.send(post(uri, request), HttpResponse.BodyHandlers.discarding());
        }
    }

    private static HttpRequest post(URI uri, BinaryMessages.Request request) {
        return HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", request.contentType())
                .header("SOAPAction", BinaryMessages.SOAP_ACTION)
                .POST(HttpRequest.BodyPublishers.ofByteArray(request.body())).build();
    }

    private static String context(String stack) {
        return switch (stack) {
            case "axis2" -> "/echosoap";
            case "cxf" -> "/echosoap-cxf";
            case "metro" -> "/echosoap-metro";
            default -> throw new IllegalArgumentException("--stacks: axis2, cxf or metro, not " + stack);
        };
    }

    /** One phase: callers echoing as fast as they can for a while, a sampler collecting and reading the heap. */
    private static final class Phase {
        long idleBytes;
        long idleSpreadBytes;
        long peakBytes;
        int echoes;
        int errors;

        static Phase run(HttpClient http, URI uri, BinaryMessages.Request request, int callers, int seconds,
                int sampleMillis, Heap heap) throws Exception {
            Phase phase = new Phase();
            // The idle level: the lowest of three collections; their spread is the noise floor of the figure.
            long[] idle = {heap.liveBytesAfterFullGc(), heap.liveBytesAfterFullGc(), heap.liveBytesAfterFullGc()};
            phase.idleBytes = Math.min(idle[0], Math.min(idle[1], idle[2]));
            phase.idleSpreadBytes = Math.max(idle[0], Math.max(idle[1], idle[2])) - phase.idleBytes;
            long endNanos = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            AtomicBoolean running = new AtomicBoolean(true);
            AtomicInteger echoes = new AtomicInteger();
            AtomicInteger errors = new AtomicInteger();
            AtomicInteger budget = new AtomicInteger(MAX_REQUESTS_PER_PHASE);
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < callers; i++) {
                threads.add(started(() -> {
                    while (System.nanoTime() < endNanos && budget.decrementAndGet() >= 0) {
                        try {
                            HttpResponse<byte[]> answer = http.send(post(uri, request),
                                    HttpResponse.BodyHandlers.ofByteArray());
                            if (answer.statusCode() == 200) {
                                echoes.incrementAndGet();
                            } else {
                                errors.incrementAndGet();
                            }
                        } catch (Exception e) {
                            errors.incrementAndGet();
                        }
                    }
                }));
            }
            AtomicLong peak = new AtomicLong();
            Thread sampler = started(() -> {
                while (running.get()) {
                    try {
                        peak.accumulateAndGet(heap.liveBytesAfterFullGc(), Math::max);
                        Thread.sleep(sampleMillis);
                    } catch (Exception e) {
                        return;
                    }
                }
            });
            for (Thread t : threads) {
                t.join();
            }
            running.set(false);
            sampler.join();
            phase.peakBytes = peak.get();
            phase.echoes = echoes.get();
            phase.errors = errors.get();
            return phase;
        }

        String describe(int payloadBytes) {
            long held = Math.max(0, peakBytes - idleBytes);
            return String.format(Locale.ROOT, "%.1f (%.1f)", held / 1e6, (double) held / payloadBytes);
        }
    }

    private static Thread started(Runnable body) {
        Thread thread = new Thread(body);
        thread.start();
        return thread;
    }

    /** The server JVM's heap through a local JMX agent started in it by the attach API. */
    private static final class Heap implements AutoCloseable {
        private final JMXConnector connector;
        private final MemoryMXBean memory;
        private final List<GarbageCollectorMXBean> collectors = new ArrayList<>();
        private final Set<String> heapPools = new HashSet<>();

        private Heap(JMXConnector connector) throws Exception {
            this.connector = connector;
            MBeanServerConnection server = connector.getMBeanServerConnection();
            memory = ManagementFactory.newPlatformMXBeanProxy(server, ManagementFactory.MEMORY_MXBEAN_NAME,
                    MemoryMXBean.class);
            for (ObjectName name : server.queryNames(
                    new ObjectName(ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE + ",*"), null)) {
                collectors.add(ManagementFactory.newPlatformMXBeanProxy(server, name.toString(),
                        GarbageCollectorMXBean.class));
            }
            for (ObjectName name : server.queryNames(
                    new ObjectName(ManagementFactory.MEMORY_POOL_MXBEAN_DOMAIN_TYPE + ",*"), null)) {
                MemoryPoolMXBean pool = ManagementFactory.newPlatformMXBeanProxy(server, name.toString(),
                        MemoryPoolMXBean.class);
                if (pool.getType() == MemoryType.HEAP) {
                    heapPools.add(pool.getName());
                }
            }
        }

        static Heap attach(String pid) throws Exception {
            VirtualMachine vm = VirtualMachine.attach(pid);
            try {
                return new Heap(JMXConnectorFactory.connect(new JMXServiceURL(vm.startLocalManagementAgent())));
            } finally {
                vm.detach();
            }
        }

        /** Forces a full collection (System.gc) and returns the heap used right after it, by the GC's own record. */
        synchronized long liveBytesAfterFullGc() {
            memory.gc();
            GcInfo latest = null;
            for (GarbageCollectorMXBean collector : collectors) {
                GcInfo info = collector.getLastGcInfo();
                if (info != null && (latest == null || info.getEndTime() > latest.getEndTime())) {
                    latest = info;
                }
            }
            if (latest == null) {
                return memory.getHeapMemoryUsage().getUsed();
            }
            long used = 0;
            for (Map.Entry<String, MemoryUsage> pool : latest.getMemoryUsageAfterGc().entrySet()) {
                if (heapPools.contains(pool.getKey())) {
                    used += pool.getValue().getUsed();
                }
            }
            // Only the heap's pools: the map has metaspace and the code cache too, which grow with JIT compilation,
            // not with messages.
            return used;
        }

        @Override
        public void close() throws Exception {
            connector.close();
        }
    }
}
