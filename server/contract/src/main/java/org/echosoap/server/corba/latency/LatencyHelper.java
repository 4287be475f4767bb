package org.echosoap.server.corba.latency;

import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.portable.Delegate;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.OutputStream;

/**
 * Turns an object reference into a {@link Latency} ({@link #narrow}), and reads and writes one in CDR.
 *
 * <pre>{@code
 * Latency latency = LatencyHelper.narrow(orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:11080/Latency"));
 * }</pre>
 */
public final class LatencyHelper {

    private static final String ID = "IDL:echosoap.org/latency/Latency:1.0";

    private LatencyHelper() {
    }

    /** The repository id, {@value #ID}. */
    public static String id() {
        return ID;
    }

    /**
     * The reference as a {@link Latency}, after asking the object whether it is one ({@code _is_a}: one round trip,
     * which also resolves a corbaloc URL's location forward); null for null.
     *
     * @throws BAD_PARAM if the object is not a Latency
     */
    public static Latency narrow(org.omg.CORBA.Object reference) {
        if (reference == null || reference instanceof Latency) {
            return (Latency) reference;
        }
        if (!reference._is_a(id())) {
            throw new BAD_PARAM("the object is not a " + id());
        }
        return unchecked_narrow(reference);
    }

    /** The reference as a {@link Latency} without asking the object: the first call finds out. */
    public static Latency unchecked_narrow(org.omg.CORBA.Object reference) {
        if (reference == null || reference instanceof Latency) {
            return (Latency) reference;
        }
        Delegate delegate = ((ObjectImpl) reference)._get_delegate();
        _LatencyStub stub = new _LatencyStub();
        stub._set_delegate(delegate);
        return stub;
    }

    public static Latency read(InputStream in) {
        return narrow(in.read_Object(_LatencyStub.class));
    }

    public static void write(OutputStream out, Latency value) {
        out.write_Object(value);
    }
}
