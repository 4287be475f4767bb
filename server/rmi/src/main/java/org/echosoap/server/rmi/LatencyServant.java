package org.echosoap.server.rmi;

import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.rmi.latency.LatencyRemote;

/**
 * What {@link LatencyRemote} does, exported by {@link RmiServer}. One instance per server, so the stored size is
 * one value for all clients, as on the SOAP stacks (one value per deployed webapp).
 *
 * <pre>{@code
 * LatencyServant servant = new LatencyServant();
 * servant.setSize(3);
 * servant.getString(); // "abc"
 * }</pre>
 */
public final class LatencyServant implements LatencyRemote {

    private final AtomicInteger storedSize = new AtomicInteger(LatencyValues.DEFAULT_SIZE);

    @Override
    public void doNothing() {
    }

    @Override
    public void setSize(int size) {
        storedSize.set(checked(size));
    }

    @Override
    public String getString() {
        return LatencyValues.letters(storedSize.get());
    }

    @Override
    public String getString(int size) {
        return LatencyValues.letters(checked(size));
    }

    @Override
    public int[] getIntegers() {
        return integers(storedSize.get());
    }

    @Override
    public int[] getIntegers(int count) {
        return integers(checked(count));
    }

    @Override
    public float echoFloat(float input) {
        return input;
    }

    /** The size {@code setSize} stored last. */
    public int storedSize() {
        return storedSize.get();
    }

    private static int[] integers(int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i;
        }
        return values;
    }

    private static int checked(int size) {
        if (size < 0 || size > LatencyValues.MAX_SIZE) {
            throw new IllegalArgumentException(
                    "size must be a whole number from 0 to " + LatencyValues.MAX_SIZE + ", got " + size);
        }
        return size;
    }
}
