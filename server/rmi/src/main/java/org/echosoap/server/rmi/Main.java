package org.echosoap.server.rmi;

import org.echosoap.server.cli.CommandLineValues;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;

/**
 * {@code java -jar echosoap-rmi.jar --host 127.0.0.1 --registry-port 9179 --object-port 9180 --pingpong-port 9181}: the
 * RMI server and its ping-pong baseline until SIGTERM. Prints the serial filter and then one ready line on stdout; a
 * bad command line is one line on stderr and exit status 2, a start that fails (a port taken, an address not this
 * host's) one line and exit status 1.
 */
public final class Main {

    static final String PREFIX = "echosoap-rmi: ";
    /** The start of the line that says the server serves; the launcher waits for it. */
    public static final String READY = PREFIX + "ready at ";

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        RmiServerOptions options;
        try {
            options = RmiServerOptions.parse(args);
        } catch (CommandLineValues.HelpRequested help) {
            System.out.println(RmiServerOptions.USAGE);
            return;
        } catch (CommandLineValues.UsageException e) {
            System.err.println(PREFIX + e.getMessage());
            System.exit(2);
            return;
        }
        RmiServer server;
        try {
            server = RmiServer.start(options);
        } catch (IOException | RuntimeException e) {
            System.err.println(PREFIX + e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            System.out.println(PREFIX + "stopped");
            stopped.countDown();
        }, "echosoap-rmi-stop"));
        System.out.println(PREFIX + "serial filter (registry, object, JVM-wide): " + SerialFilter.PATTERN);
        System.out.println(READY + server.url() + ", object port " + options.objectPort() + ", ping-pong port "
                + server.pingPongPort() + " (pid " + ProcessHandle.current().pid() + ")");
        stopped.await();
    }
}
