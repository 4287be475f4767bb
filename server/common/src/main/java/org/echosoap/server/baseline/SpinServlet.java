package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/spin?micros=N}: like {@code null}, plus a busy-spin of exactly N microseconds of wall time
 * (0 to 1,000,000). The truth reference: a measurement that subtracts {@code null} from this must recover N.
 *
 * <p>Busy-spin on {@link System#nanoTime()} rather than sleep: sleep rounds up to the timer slack (~50 µs and
 * more) and frees the CPU, which changes scheduling; the cost being simulated is CPU work.
 */
public class SpinServlet extends BaselineServlet {

    /** Largest accepted spin: one second. */
    public static final long MAX_SPIN_MICROS = 1_000_000;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long spinMicros = parseMicros(request.getParameter("micros"));
        if (spinMicros < 0) {
            discard(request.getInputStream());
            badRequest(response, "micros must be a whole number from 0 to " + MAX_SPIN_MICROS
                    + ", e.g. /baseline/spin?micros=2000");
            return;
        }
        discard(request.getInputStream());
        spin(spinMicros * 1_000L);
        beginSoapLikeAnswer(response);
        response.getOutputStream().write(template.seedResponseBytes());
        finish(response);
    }

    /** The spin in microseconds, or -1 when the parameter is missing, not a number or out of range. */
    static long parseMicros(String text) {
        return QueryNumber.parse(text, 0, MAX_SPIN_MICROS);
    }

    private static void spin(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }
}
