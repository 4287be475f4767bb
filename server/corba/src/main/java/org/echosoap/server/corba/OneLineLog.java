package org.echosoap.server.corba;

import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * The ORB logs through java.util.logging, a connection a client breaks (garbage, a message refused by {@link
 * GiopMessageLimit}) as a WARNING with a stack trace. Here every record is one line on stderr, its causes' classes
 * and messages instead of the trace, so the log stays readable and one refused connection is one line.
 *
 * <pre>{@code
 * OneLineLog.silence();                   // while the server starts: its failure is one line of its own
 * OneLineLog.install("echosoap-corba: ");
 * }</pre>
 */
final class OneLineLog {

    private OneLineLog() {
    }

    /** No record logged at all, until {@link #install}. */
    static void silence() {
        LogManager.getLogManager().reset();
        Logger.getLogger("").setLevel(Level.OFF);
    }

    /** Replaces every handler of the JVM's loggers by one that writes one line per record, INFO and above. */
    static void install(String prefix) {
        LogManager.getLogManager().reset();
        Handler handler = new StreamHandler(System.err, new Formatter() {
            @Override
            public String format(LogRecord record) {
                return line(prefix, record.getLevel(), record.getLoggerName(), formatMessage(record),
                        record.getThrown()) + System.lineSeparator();
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

    /** {@code prefix level logger: message <- Cause: its message ...}, control characters as '?', on one line. */
    static String line(String prefix, Level level, String loggerName, String message, Throwable thrown) {
        String logger = String.valueOf(loggerName);
        StringBuilder line = new StringBuilder(prefix).append(level.getName().toLowerCase())
                .append(' ').append(logger.substring(logger.lastIndexOf('.') + 1)).append(": ").append(message);
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            line.append(" <- ").append(t.getClass().getSimpleName()).append(": ").append(t.getMessage());
        }
        return line.toString().replaceAll("\\s+", " ").replaceAll("\\p{Cntrl}", "?");
    }
}
