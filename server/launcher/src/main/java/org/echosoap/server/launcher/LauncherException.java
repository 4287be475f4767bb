package org.echosoap.server.launcher;

/**
 * Why a launcher command cannot go on, in one line, and the exit status it ends with: 1 for a failure (a port taken,
 * a file missing, a server that did not start), 2 for a command line that cannot work. The message never starts with
 * {@code echosoap: }; {@link LauncherMain} adds it.
 *
 * <pre>{@code
 * throw LauncherException.failure("port 8080 on 127.0.0.1 is already in use; choose another with --port");
 * throw LauncherException.usage("--grpc-port must be 1-65535, got '0'");
 * }</pre>
 */
public final class LauncherException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The status of a usage error, as the bash launcher always had it. */
    public static final int USAGE_STATUS = 2;

    private final int exitStatus;
    private final boolean pointsToHelp;

    private LauncherException(String message, int exitStatus, boolean pointsToHelp) {
        super(message);
        this.exitStatus = exitStatus;
        this.pointsToHelp = pointsToHelp;
    }

    /** Something on this machine is not as needed: exit status 1. */
    public static LauncherException failure(String message) {
        return new LauncherException(message, 1, false);
    }

    /** A value that cannot work (a port out of range, two options that exclude each other): exit status 2. */
    public static LauncherException usage(String message) {
        return new LauncherException(message, USAGE_STATUS, false);
    }

    /** As {@link #usage}, followed by a second line pointing to {@code ./echosoap help}. */
    public static LauncherException usageWithHelp(String message) {
        return new LauncherException(message, USAGE_STATUS, true);
    }

    public int exitStatus() {
        return exitStatus;
    }

    public boolean pointsToHelp() {
        return pointsToHelp;
    }
}
