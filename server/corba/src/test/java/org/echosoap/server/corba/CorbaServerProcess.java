package org.echosoap.server.corba;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.corba.latency.Latency;
import org.echosoap.server.corba.latency.LatencyHelper;
import org.echosoap.server.testsupport.OnePortServerProcess;
import org.echosoap.server.testsupport.ServerJarProcess;
import org.omg.CORBA.ORB;

/**
 * The CORBA server jar as the launcher runs it ({@link ServerJarProcess}) on a free port, with a client's view of it;
 * closing it also destroys the client ORBs it made.
 *
 * <pre>{@code
 * try (CorbaServerProcess server = CorbaServerProcess.start("calls", "127.0.0.1")) {
 *     server.latency().doNothing();
 * }
 * }</pre>
 */
final class CorbaServerProcess extends OnePortServerProcess {

    static final ServerJarProcess.System CORBA = new ServerJarProcess.System("corba", "CORBA", Main.READY);
    /**
     * Every call of the ITs has a deadline (the client ORB's wait for a reply): a server that does not answer fails
     * the test, it does not hang it.
     */
    static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    private final List<ORB> clients = new ArrayList<>();

    private CorbaServerProcess(Launched launched) {
        super(launched);
    }

    /** Starts the server on {@code host} and a free port, with {@code extraArgs} after the launcher's own. */
    static CorbaServerProcess start(String name, String host, String... extraArgs) throws IOException,
            InterruptedException {
        return new CorbaServerProcess(launch(CORBA, name, host, extraArgs));
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    static ServerJarProcess.Finished runToEnd(String name, String... args) throws IOException, InterruptedException {
        return ServerJarProcess.runToEnd(CORBA, name, List.of(args));
    }

    /** {@code corbaloc:iiop:1.2@host:port/Latency}. */
    String corbaloc() {
        return "corbaloc:iiop:1.2@" + host() + ":" + port() + "/" + Latency.OBJECT_KEY;
    }

    /** A new client ORB, as a client would make it; destroyed when this closes. */
    ORB clientOrb() {
        ORB orb = ORB.init(new String[0], clientProperties());
        clients.add(orb);
        return orb;
    }

    /** The Latency object through a new client ORB (its own connection), narrowed from the corbaloc URL. */
    Latency latency() {
        return latency(clientOrb());
    }

    Latency latency(ORB orb) {
        return LatencyHelper.narrow(orb.string_to_object(corbaloc()));
    }

    /**
     * What a client of the Eclipse ORB sets: the ORB class (the OMG API's default is the same, stated), no JMX
     * beans, a deadline on every reply.
     */
    static Properties clientProperties() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "com.sun.corba.ee.impl.orb.ORBImpl");
        props.setProperty("com.sun.corba.ee.ORBRegisterMBeans", "false");
        props.setProperty("com.sun.corba.ee.transport.ORBWaitForResponseTimeout",
                Long.toString(CALL_DEADLINE.toMillis()));
        return props;
    }

    @Override
    public void close() throws InterruptedException {
        for (ORB orb : clients) {
            orb.shutdown(false);
            orb.destroy();
        }
        clients.clear();
        super.close();
    }

    /** A port nothing listens on right now on {@code host} (another process could take it before us). */
    static int freePort(String host) throws IOException {
        return ServerJarProcess.freePorts(host, 1)[0];
    }

    static boolean isListening(String host, int port) {
        return ServerJarProcess.isListening(host, port);
    }

    /**
     * The TCP sockets process {@code pid} listens on, as {@code ss -ltnp} lists them ("127.0.0.1:11080" or
     * "[::ffff:127.0.0.1]:11080").
     */
    static List<String> listeningSockets(long pid) throws IOException, InterruptedException {
        Process ss = new ProcessBuilder("ss", "-Hltnp").redirectErrorStream(true).start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ss.waitFor(10, TimeUnit.SECONDS) || ss.exitValue() != 0) {
            throw new AssertionError("ss -ltnp failed: " + out);
        }
        List<String> sockets = new ArrayList<>();
        for (String line : out.lines().toList()) {
            if (line.contains("pid=" + pid + ",")) {
                sockets.add(line.trim().split("\\s+")[3]);
            }
        }
        return sockets;
    }
}
