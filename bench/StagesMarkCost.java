import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * What a stage mark costs when no request asked for stages (one volatile read) and when one did on this thread
 * (nanoTime, the allocation counter, the accounts): bench/stages-overhead.sh runs it with server/common's classes.
 * Five rounds of 20 million marks each, the best round reported (a shared VM only ever adds time).
 */
public class StagesMarkCost {

    /** The marks an EchoFloat message passes on Axis2 (conf/stages/axis2.tsv: servlet 3, InFlow 6 + end, OutFlow 5, sender 2). */
    static final int ECHOFLOAT_MARKS = 17;

    /** Of those, the ones that change the stage and so read the clocks (the others are a move to the stage on top). */
    static final int ECHOFLOAT_CHANGES = 6;

    public static void main(String[] args) {
        int calls = 20_000_000;
        double off = best(calls);
        long startNanos = System.nanoTime();
        Stages.begin(startNanos, org.echosoap.server.stages.ThreadAllocation.currentThreadBytes());
        double on = best(calls);
        double same = bestSame(calls);
        Stages.end(System.nanoTime(), org.echosoap.server.stages.ThreadAllocation.currentThreadBytes());
        System.out.printf("a mark, no request asking: %.2f ns; %d marks per EchoFloat message: %.3f µs%n",
                off, ECHOFLOAT_MARKS, off * ECHOFLOAT_MARKS / 1000);
        System.out.printf("a mark, stages on: %.1f ns changing the stage (nanoTime + allocation counter), %.1f ns to"
                + " the stage on top; per EchoFloat message (%d changes, %d to the top): %.2f µs%n", on, same,
                ECHOFLOAT_CHANGES, ECHOFLOAT_MARKS - ECHOFLOAT_CHANGES,
                (on * ECHOFLOAT_CHANGES + same * (ECHOFLOAT_MARKS - ECHOFLOAT_CHANGES)) / 1000);
    }

    private static double bestSame(int calls) {
        double best = Double.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                Stages.moveTo(Stage.OUTBOUND);
            }
            best = Math.min(best, (System.nanoTime() - t0) / (double) calls);
        }
        return best;
    }

    private static double best(int calls) {
        double best = Double.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                Stages.moveTo((i & 1) == 0 ? Stage.INBOUND : Stage.OUTBOUND);
            }
            best = Math.min(best, (System.nanoTime() - t0) / (double) calls);
        }
        return best;
    }
}
