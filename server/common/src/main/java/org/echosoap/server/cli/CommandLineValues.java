package org.echosoap.server.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the values of a standalone server's command line (the RMI and gRPC servers'), each refused in one line that
 * names the option: a port 1-65535, a duration like {@code 30s} or {@code 500ms} within bounds, and the one address
 * to bind — never the wildcard, which would serve every interface.
 *
 * <pre>{@code
 * int port = CommandLineValues.port(CommandLineValues.value(args, ++i, "--port"), "--port");
 * InetAddress bind = CommandLineValues.bindAddress("127.0.0.1", "the gRPC server");
 * }</pre>
 */
public final class CommandLineValues {

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s)");

    private CommandLineValues() {
    }

    /** A command line that cannot be run: the message is one line saying why (exit status 2). */
    public static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        public UsageException(String message) {
            super(message);
        }
    }

    /** Thrown for {@code --help}: the caller prints its usage and exits 0. */
    public static final class HelpRequested extends Exception {
        private static final long serialVersionUID = 1L;

        public HelpRequested(String usage) {
            super(usage);
        }
    }

    /** The value after {@code option} at {@code args[i]}. */
    public static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length || args[i].isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    /** A TCP port, 1 to 65535. */
    public static int port(String text, String option) throws UsageException {
        int port = text.matches("\\d{1,5}") ? Integer.parseInt(text) : -1;
        if (port < 1 || port > 65_535) {
            throw new UsageException(option + " must be 1-65535, got '" + text + "'");
        }
        return port;
    }

    /**
     * A duration in whole seconds or milliseconds ({@code 30s}, {@code 500ms}) from {@code min} to {@code max};
     * {@code example} is shown in the refusal ({@code "30s"}).
     */
    public static Duration duration(String text, String option, Duration min, Duration max, String example)
            throws UsageException {
        Matcher m = DURATION.matcher(text);
        Duration d = null;
        if (m.matches()) {
            long amount = Long.parseLong(m.group(1));
            d = m.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
        }
        if (d == null || d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new UsageException(option + " takes a duration from " + text(min) + " to " + text(max) + ", like "
                    + example + " or 500ms, got '" + text + "'");
        }
        return d;
    }

    /** {@code 30s}, or {@code 500ms} when not whole seconds. */
    public static String text(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }

    /**
     * The one address {@code server} (e.g. "the RMI server") binds: a literal or a host name of this host, never the
     * wildcard.
     */
    public static InetAddress bindAddress(String host, String server) throws UsageException {
        if (!host.matches("[0-9A-Za-z.:-]+")) {
            throw new UsageException("--host must be an address or host name, got '" + host + "'");
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new UsageException("--host " + host + ": unknown host");
        }
        if (address.isAnyLocalAddress()) {
            throw new UsageException("--host " + host + " would bind every interface; " + server + " binds one"
                    + " address (e.g. 127.0.0.1, or the address clients connect to)");
        }
        return address;
    }
}
