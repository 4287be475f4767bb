package org.echosoap.server.grpc;

import org.echosoap.server.cli.CommandLineValues;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * {@code java -jar echosoap-grpc.jar --host 127.0.0.1 --port 10080}: the gRPC server until SIGTERM. Prints its
 * limits and then one ready line on stdout; a bad command line is one line on stderr and exit status 2, a start that
 * fails (the port taken, an address not this host's) one line and exit status 1.
 */
public final class Main {

    static final String PREFIX = "echosoap-grpc: ";
    /** The start of the line that says the server serves; the launcher waits for it. */
    public static final String READY = PREFIX + "ready at ";

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        GrpcServerOptions options;
        try {
            options = GrpcServerOptions.parse(args);
        } catch (CommandLineValues.HelpRequested help) {
            System.out.println(GrpcServerOptions.USAGE);
            return;
        } catch (CommandLineValues.UsageException e) {
            System.err.println(PREFIX + e.getMessage());
            System.exit(2);
            return;
        }
        logOneLinePerRecord();
        GrpcServer server;
        try {
            server = GrpcServer.start(options);
        } catch (IOException | RuntimeException e) {
            System.err.println(PREFIX + String.valueOf(e.getMessage()).replaceAll("\\s+", " "));
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            System.out.println(PREFIX + "stopped");
            stopped.countDown();
        }, "echosoap-grpc-stop"));
        System.out.println(PREFIX + server.limits());
        System.out.println(READY + options.authority() + " (pid " + ProcessHandle.current().pid() + ")");
        stopped.await();
    }

    /**
     * grpc-java and its Netty log through java.util.logging: a connection a client breaks (garbage, a truncated
     * frame) can be an INFO record with a stack trace. Here every record is one line on stderr, its cause's class
     * and message instead of the trace, so the log stays readable and one refused connection is one line (the
     * logger named by its last part: {@code NettyServerTransport.connections}' records say which connection broke,
     * {@code NettyServerStream}'s which call).
     */
    private static void logOneLinePerRecord() {
        LogManager.getLogManager().reset();
        Handler handler = new StreamHandler(System.err, new Formatter() {
            @Override
            public String format(LogRecord record) {
                String logger = String.valueOf(record.getLoggerName());
                StringBuilder line = new StringBuilder(PREFIX).append(record.getLevel().getName().toLowerCase())
                        .append(' ').append(logger.substring(logger.lastIndexOf('.') + 1)).append(": ")
                        .append(formatMessage(record));
                for (Throwable t = record.getThrown(); t != null; t = t.getCause()) {
                    line.append(" <- ").append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
                }
                // Netty quotes what a client sent (an HTTP/1.x request line): no control characters, one line.
                return line.toString().replaceAll("\\s+", " ").replaceAll("\\p{Cntrl}", "?")
                        + System.lineSeparator();
            }
        }) {
            @Override
            public synchronized void publish(LogRecord record) {
                super.publish(record);
                flush();
            }
        };
        handler.setLevel(Level.INFO);
        Logger root = Logger.getLogger("");
        root.setLevel(Level.INFO);
        root.addHandler(handler);
    }
}
