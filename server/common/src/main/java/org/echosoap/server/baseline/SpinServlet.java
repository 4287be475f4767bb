package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/spin?micros=N}: like {@code null}, plus a busy-spin of exactly N microseconds of wall time
 * (0 to 1,000,000). The truth reference: a measurement that subtracts {@code null} from this must recover N.
 *
 * <p>{@code &allocBytes=M} (optional, 0 to 16 MiB) also allocates an array of M bytes per request: the truth reference of
 * the allocation gate ({@code compare --fail-on alloc>1%}), a known rise in bytes allocated per message made without
 * a code change. The array is published to a field so that escape analysis cannot remove the allocation.
 *
 * <p>Busy-spin on Java arithmetic, checked against {@link System#nanoTime()}, rather than sleep: sleep rounds up to
 * the timer slack (~50 µs and more) and frees the CPU, which changes scheduling; the cost being simulated is CPU work
 * in the service's own code, which a profiler must be able to see ({@link #spin}).
 */
public class SpinServlet extends BaselineServlet {

    /** Largest accepted spin: one second. */
    public static final long MAX_SPIN_MICROS = 1_000_000;

    /** Largest extra allocation per request: 16 MiB (larger would be a heap test, not a message's garbage). */
    public static final long MAX_ALLOC_BYTES = 16L << 20;

    /** Where the extra array goes: a field read by nobody, volatile so the JIT must perform the store. */
    @SuppressWarnings("unused")
    private static volatile byte[] sink;

    /** Multiply-adds between two clock reads in the spin. */
    private static final int SPIN_BATCH = 256;

    /** The spin's arithmetic, carried from request to request (a plain field: a lost update is harmless). */
    private static long spinState = 1;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long spinMicros = parseMicros(request.getParameter("micros"));
        if (spinMicros < 0) {
            discard(request.getInputStream());
            badRequest(response, "micros must be a whole number from 0 to " + MAX_SPIN_MICROS
                    + ", e.g. /baseline/spin?micros=2000");
            return;
        }
        String allocText = request.getParameter("allocBytes");
        long allocBytes = allocText == null ? 0 : parseAllocBytes(allocText);
        if (allocBytes < 0) {
            discard(request.getInputStream());
            badRequest(response, "allocBytes must be a whole number from 0 to " + MAX_ALLOC_BYTES
                    + ", e.g. /baseline/spin?micros=0&allocBytes=1000");
            return;
        }
        discard(request.getInputStream());
        if (allocBytes > 0) {
            sink = new byte[(int) allocBytes];
        }
        spin(spinMicros * 1_000L);
        beginSoapLikeAnswer(response);
        response.getOutputStream().write(template.seedResponseBytes());
        finish(response);
    }

    /** The spin in microseconds, or -1 when the parameter is missing, not a number or out of range. */
    static long parseMicros(String text) {
        return QueryNumber.parse(text, 0, MAX_SPIN_MICROS);
    }

    /** The extra allocation in bytes, or -1 when the parameter is not a number or out of range. */
    static long parseAllocBytes(String text) {
        return QueryNumber.parse(text, 0, MAX_ALLOC_BYTES);
    }

    /**
     * Spins until {@code nanos} of wall time have passed, doing Java arithmetic between clock reads. A loop of bare
     * {@link System#nanoTime()} calls spends most of its time inside the vDSO's clock_gettime (~27 ns a call on a KVM
     * guest), native code from which both JDKs' samplers drop their samples: in 8 s of 50 µs spins at 1 ms sampling,
     * JDK 17 kept 546 samples of such a loop against 4,469 of this one, JDK 25 601 against 1,986
     * (bench/results/spin-sampling-2026-12-03.md). A batch of 256 multiply-adds takes about 0.3 µs here, so the
     * clock is read every 0.3 µs (under a tenth of the time in the vDSO) and the spin ends at most one batch late.
     */
    private static void spin(long nanos) {
        long end = System.nanoTime() + nanos;
        long x = spinState;
        do {
            for (int i = 0; i < SPIN_BATCH; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L; // Knuth's MMIX LCG: one dependent multiply-add
            }
        } while (System.nanoTime() - end < 0);
        spinState = x; // published, so that the JIT cannot drop the arithmetic
    }
}
