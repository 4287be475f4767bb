package org.echosoap.server.stages;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The stages of one message inside the webapp, in pipeline order, as every stack names them. A stack's
 * stage file ({@link StageMap}) maps its own boundaries (Axis2 phases, CXF interceptor phases, Metro tubes, Axis 1
 * handlers) onto these names; the wire name is what {@link StagesHeader} sends and the client reads.
 *
 * <ul>
 *   <li>{@link #CONTAINER_IN}: from the timing filter's entry to the stack's first boundary (echosoap's filters, the
 *       stack's servlet until its engine starts);</li>
 *   <li>{@link #INBOUND}: the stack's inbound pipeline up to the invocation, with the XML its handlers pull;</li>
 *   <li>{@link #SECURITY}: WS-Security processing, where a stack runs it in handlers of its own;</li>
 *   <li>{@link #INVOCATION}: data binding, the service's own code, and the reading the binding pulls;</li>
 *   <li>{@link #OUTBOUND}: the stack's outbound pipeline (handlers or interceptors before serialisation);</li>
 *   <li>{@link #WRITING}: serialising the answer to the response stream;</li>
 *   <li>{@link #CONTAINER_OUT}: from the stack's last boundary to the response's commit.</li>
 * </ul>
 */
public enum Stage {
    CONTAINER_IN("container-in"),
    INBOUND("inbound"),
    SECURITY("security"),
    INVOCATION("invocation"),
    OUTBOUND("outbound"),
    WRITING("writing"),
    CONTAINER_OUT("container-out");

    /** How many stages there are: the size of the per-thread accounts. */
    public static final int COUNT = values().length;

    private static final Stage[] BY_ORDINAL = values();

    private final String wireName;

    Stage(String wireName) {
        this.wireName = wireName;
    }

    /** The name in stage files, the {@code Echosoap-Stages} header and result.json ({@code invocation}). */
    public String wireName() {
        return wireName;
    }

    /** The stage of a wire name, if it is one. */
    public static Optional<Stage> ofWireName(String name) {
        for (Stage s : BY_ORDINAL) {
            if (s.wireName.equals(name)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** Every wire name, comma-separated in pipeline order: for one-line errors. */
    public static String wireNames() {
        return Arrays.stream(BY_ORDINAL).map(Stage::wireName).collect(Collectors.joining(", "));
    }

    static Stage ofOrdinal(int ordinal) {
        return BY_ORDINAL[ordinal];
    }
}
