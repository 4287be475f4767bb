package org.echosoap.server.rmi;

import java.io.ObjectInputFilter;
import org.echosoap.server.contract.LatencyValues;

/**
 * The JEP 290 filter of the RMI server: what the server may deserialize, the same on every stream it reads (the
 * registry's, the Latency object's, and the JVM-wide default). It allows the Latency contract's value types and
 * nothing else, with limits that bound what one stream can make the server allocate:
 * <ul>
 *   <li>{@code Integer} and {@code Float} (with their superclass {@code Number}): the calls' values, boxed;</li>
 *   <li>{@code String} and {@code int[]}, the answers, need no entry: a filter never sees a string (they are read
 *       without a class check) and a JEP 290 pattern leaves arrays of primitives to the limits, so
 *       {@code maxarray} is what bounds them (and any other primitive array);</li>
 *   <li>everything else, arrays of objects included, is refused ({@code !*}); on the registry's streams the JDK
 *       reads the pattern so that an array is checked by its length only, and then each of its elements.</li>
 * </ul>
 *
 * <p>Why so little: every Latency call takes primitives, which JRMP reads with {@code readInt}/{@code readFloat}
 * (and the registry reads a {@code lookup}'s name with a string-only read), so on the object port no object is
 * ever deserialized. What the filter really guards is the registry's {@code bind}/{@code rebind} (open to clients
 * on the same host: the JDK reads the bound object before it can refuse the call) and anything added later. The
 * registry's own built-in list would let a {@code Remote}, a {@code Proxy}, any {@code Number} or a {@code UID}
 * in; this pattern does not (the server binds its object in-process, so nobody needs to send one). The DGC's
 * streams keep the JDK's own DGC filter ({@code sun.rmi.transport.dgcFilter}).
 *
 * <pre>{@code
 * ObjectInputFilter filter = SerialFilter.create();
 * ObjectInputFilter.Config.setSerialFilter(filter);                                 // JVM-wide
 * System.setProperty(SerialFilter.REGISTRY_FILTER_PROPERTY, SerialFilter.PATTERN); // before the registry exists
 * }</pre>
 */
public final class SerialFilter {

    /** Nesting: an argument is at depth 1 and none of the allowed types holds another object. */
    public static final int MAX_DEPTH = 3;
    /** Objects and class descriptors in one stream: an Integer argument is 3 (its descriptor, Number's, itself). */
    public static final int MAX_REFS = 64;
    /** The contract's longest array, getIntegers's answer at the largest size. */
    public static final int MAX_ARRAY_LENGTH = LatencyValues.MAX_SIZE;
    /** That array's bytes plus 64 KiB of headers and names. */
    public static final long MAX_STREAM_BYTES = 4L * MAX_ARRAY_LENGTH + 65_536;

    /** The filter as a JEP 290 pattern: limits first, then the allowed classes, then everything else refused. */
    public static final String PATTERN = "maxdepth=" + MAX_DEPTH + ";maxrefs=" + MAX_REFS
            + ";maxbytes=" + MAX_STREAM_BYTES + ";maxarray=" + MAX_ARRAY_LENGTH
            + ";java.lang.Number;java.lang.Integer;java.lang.Float;!*";

    /**
     * The JDK's RMI registry reads its filter from this system property, once, when the registry class is
     * initialized: it must be set before the first registry is created in the JVM.
     */
    public static final String REGISTRY_FILTER_PROPERTY = "sun.rmi.registry.registryFilter";

    private SerialFilter() {
    }

    /** A new filter from {@link #PATTERN}. */
    public static ObjectInputFilter create() {
        return ObjectInputFilter.Config.createFilter(PATTERN);
    }
}
