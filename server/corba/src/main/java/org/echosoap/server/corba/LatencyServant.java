package org.echosoap.server.corba;

import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.corba.latency.LatencyPOA;
import org.echosoap.server.corba.latency.SizeOutOfRange;

/**
 * What IDL {@code latency::Latency} does, activated by {@link CorbaServer}: the answers of {@link LatencyValues}, as
 * every other stack gives them. One instance per server, so the stored size is one value for all clients (as on the
 * SOAP stacks: one per webapp). No call blocks.
 *
 * <pre>{@code
 * LatencyServant servant = new LatencyServant();
 * servant.setSize(3);
 * servant.getStoredString(); // "abc"
 * }</pre>
 */
public final class LatencyServant extends LatencyPOA {

    private final AtomicInteger storedSize = new AtomicInteger(LatencyValues.DEFAULT_SIZE);

    @Override
    public void doNothing() {
    }

    @Override
    public void setSize(int size) throws SizeOutOfRange {
        storedSize.set(checked(size));
    }

    @Override
    public String getString(int size) throws SizeOutOfRange {
        return LatencyValues.letters(checked(size));
    }

    @Override
    public String getStoredString() {
        return LatencyValues.letters(storedSize.get());
    }

    @Override
    public int[] getIntegers(int size) throws SizeOutOfRange {
        return integers(checked(size));
    }

    @Override
    public int[] getStoredIntegers() {
        return integers(storedSize.get());
    }

    @Override
    public float echoFloat(float value) {
        return value;
    }

    /** The size {@code setSize} stored last. */
    public int storedSize() {
        return storedSize.get();
    }

    /** The reason a size is refused, or null when it is one: the wording of the JSON and gRPC calls. */
    static String sizeProblem(int size) {
        if (size < 0 || size > LatencyValues.MAX_SIZE) {
            return "size must be from 0 to " + LatencyValues.MAX_SIZE + ", got " + size;
        }
        return null;
    }

    private static int checked(int size) throws SizeOutOfRange {
        String problem = sizeProblem(size);
        if (problem != null) {
            throw new SizeOutOfRange(problem, size);
        }
        return size;
    }

    private static int[] integers(int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i;
        }
        return values;
    }
}
