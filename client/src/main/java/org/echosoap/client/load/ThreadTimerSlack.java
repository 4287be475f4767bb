package org.echosoap.client.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Narrows the calling thread's timer slack on Linux, so its timed waits (a park to a send's intended time, a select's
 * timeout) end when asked rather than up to the default 50 µs later: Linux lets a sleeping thread's timer fire anywhere
 * within its slack to batch wake-ups. That 50 µs was inside every open-loop latency as send lag. A thread may set its
 * own slack without privileges; the kernel's file for it is {@code /proc/<tid>/timerslack_ns}, the tid read from
 * {@code /proc/thread-self}. Elsewhere (another OS, an older kernel) nothing changes and the lag shows in the figures.
 */
final class ThreadTimerSlack {

    /** The slack the loop threads ask for: a wake-up within a few µs of its time costs no more CPU than a late one. */
    static final long LOOP_SLACK_NANOS = 1_000;

    private static final Path THREAD_SELF = Path.of("/proc/thread-self");

    private ThreadTimerSlack() {
    }

    /** Sets the calling thread's timer slack to {@code nanos} (at least 1); false when this system has no such knob. */
    static boolean setForCurrentThread(long nanos) {
        Path file = fileOfCurrentThread();
        if (file == null) {
            return false;
        }
        try {
            Files.writeString(file, Long.toString(Math.max(1, nanos)), StandardCharsets.US_ASCII);
            return true;
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** The calling thread's current timer slack in ns, or -1 when this system does not say. */
    static long ofCurrentThread() {
        Path file = fileOfCurrentThread();
        if (file == null) {
            return -1;
        }
        try {
            return Long.parseLong(Files.readString(file, StandardCharsets.US_ASCII).trim());
        } catch (IOException | NumberFormatException | SecurityException e) {
            return -1;
        }
    }

    /** {@code /proc/<tid>/timerslack_ns} of the calling thread (the per-task directory has no such file), or null. */
    private static Path fileOfCurrentThread() {
        try {
            // "<pid>/task/<tid>": the last name is this thread's id.
            Path link = Files.readSymbolicLink(THREAD_SELF);
            Path file = Path.of("/proc", link.getFileName().toString(), "timerslack_ns");
            return Files.isRegularFile(file) ? file : null;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }
}
