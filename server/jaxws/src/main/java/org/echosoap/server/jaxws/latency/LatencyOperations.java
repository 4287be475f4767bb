package org.echosoap.server.jaxws.latency;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.jaxws.generated.latency.LatencyPortType;

/**
 * Seed 003's Latency service (Davis &amp; Parashar) on the interface CXF's wsdl2java and Metro's wsimport each
 * generate from {@code Latency.wsdl}, the wire format of docs/server.md:
 * <ul>
 *   <li>{@code doNothing}: the fixed cost of a call;</li>
 *   <li>{@code setSize(N)}: stores N for this deployed endpoint (default {@value #DEFAULT_SIZE});</li>
 *   <li>{@code getString([N])}: N characters, character i being {@code 'a' + i % 26};</li>
 *   <li>{@code getIntegers([N])}: N {@code return} elements 0..N-1.</li>
 * </ul>
 * A {@code size} in getString/getIntegers overrides the stored size for that call only and stores nothing, so
 * concurrent clients measuring different sizes do not interfere. N is 0 to {@value #MAX_SIZE}; anything else (and
 * setSize without size) is a {@code Client} fault.
 *
 * <p>A stack's endpoint is a subclass that carries its {@code @WebService} and names its Client fault and how a size
 * its converters refused reaches the service: on Metro as null with the refused text recorded
 * ({@code RefusedValues}), so null is "no size" only when nothing was refused; CXF fails such a request while it
 * binds, so a size is never refused here.
 *
 * <pre>{@code
 * public LatencyEndpoint() {
 *     super(RequestFault::client, LatencyEndpoint::refusedText);   // Metro
 * }
 * }</pre>
 */
public abstract class LatencyOperations implements LatencyPortType {

    public static final int DEFAULT_SIZE = LatencyValues.DEFAULT_SIZE;
    public static final int MAX_SIZE = LatencyValues.MAX_SIZE;

    private final Function<String, ? extends RuntimeException> clientFault;
    private final Supplier<String> refusedSize;

    /**
     * One value per deployed endpoint, shared by all callers: both stacks create one instance per endpoint, so this
     * is one value per webapp, as with Axis2.
     */
    private final AtomicInteger storedSize = new AtomicInteger(DEFAULT_SIZE);

    /**
     * @param clientFault the stack's Client fault for a reason
     * @param refusedSize the text of the size the stack's converters refused in this request (the size then
     *                    arrives as null), or null when none was refused
     */
    protected LatencyOperations(Function<String, ? extends RuntimeException> clientFault,
            Supplier<String> refusedSize) {
        this.clientFault = clientFault;
        this.refusedSize = refusedSize;
    }

    @Override
    public void doNothing() {
    }

    @Override
    public void setSize(Integer size) {
        if (size == null && refusedSize.get() == null) {
            throw clientFault.apply("setSize needs a <size> element holding a whole number from 0 to " + MAX_SIZE);
        }
        storedSize.set(checked(size));
    }

    @Override
    public String getString(Integer size) {
        return LatencyValues.letters(sizeOrStored(size));
    }

    @Override
    public List<Integer> getIntegers(Integer size) {
        return LatencyValues.integers(sizeOrStored(size));
    }

    /** The size {@code setSize} stored last. */
    public int storedSize() {
        return storedSize.get();
    }

    /** The call's own size, or the stored one when the request has none (not when its size was refused). */
    private int sizeOrStored(Integer size) {
        return size == null && refusedSize.get() == null ? storedSize.get() : checked(size);
    }

    /** {@code size} if it is 0..MAX_SIZE; null here stands for a size the stack's converters refused. */
    private int checked(Integer size) {
        if (size == null || size < 0 || size > MAX_SIZE) {
            String text = size != null ? size.toString() : refusedSize.get();
            throw clientFault.apply("size must be a whole number from 0 to " + MAX_SIZE + ", got '" + text + "'");
        }
        return size;
    }
}
