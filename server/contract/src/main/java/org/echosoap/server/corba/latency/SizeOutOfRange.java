package org.echosoap.server.corba.latency;

/**
 * IDL {@code latency::SizeOutOfRange}: a size not from 0 to 1,000,000. A user exception, so its one-line reason
 * reaches the client (a system exception carries only a minor code over IIOP).
 *
 * <pre>{@code
 * try {
 *     latency.getString(-1);
 * } catch (SizeOutOfRange e) {
 *     e.reason; // "size must be from 0 to 1000000, got -1"
 * }
 * }</pre>
 */
public final class SizeOutOfRange extends org.omg.CORBA.UserException {

    private static final long serialVersionUID = 1L;

    /** One line saying why. */
    public String reason = "";
    /** The size refused. */
    public int size;

    public SizeOutOfRange() {
        super(SizeOutOfRangeHelper.id());
    }

    public SizeOutOfRange(String reason, int size) {
        super(SizeOutOfRangeHelper.id() + "  " + reason);
        this.reason = reason;
        this.size = size;
    }
}
