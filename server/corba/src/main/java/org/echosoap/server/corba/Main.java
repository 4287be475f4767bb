package org.echosoap.server.corba;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import org.echosoap.server.cli.CommandLineValues;

/**
 * {@code java -jar echosoap-corba.jar --host 127.0.0.1 --port 11080}: the CORBA server until SIGTERM. Prints its
 * limits and then one ready line on stdout, {@code echosoap-corba: ready at corbaloc:iiop:1.2@127.0.0.1:11080/Latency
 * (pid N)}; a bad command line is one line on stderr and exit status 2, a start that fails (the port taken, an
 * address not this host's) one line and exit status 1.
 */
public final class Main {

    static final String PREFIX = "echosoap-corba: ";
    /** The start of the line that says the server serves; the launcher waits for it. */
    public static final String READY = PREFIX + "ready at ";

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        CorbaServerOptions options;
        try {
            options = CorbaServerOptions.parse(args);
        } catch (CommandLineValues.HelpRequested help) {
            System.out.println(CorbaServerOptions.USAGE);
            return;
        } catch (CommandLineValues.UsageException e) {
            System.err.println(PREFIX + e.getMessage());
            System.exit(2);
            return;
        }
        // A failed start is our one line: the ORB's own record of it (a SEVERE with the same bind error) is not
        // logged.
        OneLineLog.silence();
        CorbaServer server;
        try {
            server = CorbaServer.start(options);
        } catch (IOException | RuntimeException e) {
            System.err.println(PREFIX + String.valueOf(e.getMessage()).replaceAll("\\s+", " "));
            System.exit(1);
            return;
        }
        OneLineLog.install(PREFIX);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            System.out.println(PREFIX + "stopped");
            stopped.countDown();
        }, "echosoap-corba-stop"));
        System.out.println(PREFIX + server.limits());
        System.out.println(READY + options.corbaloc() + " (pid " + ProcessHandle.current().pid() + ")");
        stopped.await();
    }
}
