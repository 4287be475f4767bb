/**
 * How many execution samples a profiler gets from a spin, by the spin's loop: bare clock reads (the spin baseline
 * until 2026-12-03) or Java arithmetic between clock reads (SpinServlet's loop since). Spins 50 µs at a time for
 * SECONDS of wall time on one thread, under a JFR recording with 1 ms execution sampling, then counts the samples
 * whose top frame is the spin. Run by bench/spin-sampling.sh, once per loop and JDK.
 *
 *   java -XX:StartFlightRecording=... bench/SpinSampling.java clock|work SECONDS
 */
public class SpinSampling {

    private static volatile long sink;

    /** Bare clock reads: most of the time is in the vDSO's clock_gettime, native code. */
    static void spinOnTheClock(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }

    /** 256 multiply-adds between clock reads, as SpinServlet spins. */
    static void spinOnArithmetic(long nanos) {
        long end = System.nanoTime() + nanos;
        long x = sink;
        do {
            for (int i = 0; i < 256; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        } while (System.nanoTime() - end < 0);
        sink = x;
    }

    public static void main(String[] args) {
        boolean onArithmetic = args[0].equals("work");
        long wallNanos = Long.parseLong(args[1]) * 1_000_000_000L;
        long start = System.nanoTime();
        long spins = 0;
        while (System.nanoTime() - start < wallNanos) {
            if (onArithmetic) {
                spinOnArithmetic(50_000);
            } else {
                spinOnTheClock(50_000);
            }
            spins++;
        }
        System.out.println(spins + " spins of 50 µs");
    }
}
