package org.echosoap.server.corba.latency;

import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;

/**
 * Reads and writes {@link SizeOutOfRange} in CDR: its repository id, then its members in IDL order.
 *
 * <pre>{@code
 * SizeOutOfRangeHelper.write(out, new SizeOutOfRange("size must be ...", -1));
 * }</pre>
 */
public final class SizeOutOfRangeHelper {

    private static final String ID = "IDL:echosoap.org/latency/SizeOutOfRange:1.0";

    private SizeOutOfRangeHelper() {
    }

    public static String id() {
        return ID;
    }

    public static SizeOutOfRange read(InputStream in) {
        in.read_string();   // the repository id, already matched by whoever called this
        SizeOutOfRange value = new SizeOutOfRange();
        value.reason = in.read_string();
        value.size = in.read_long();
        return value;
    }

    public static void write(OutputStream out, SizeOutOfRange value) {
        out.write_string(id());
        out.write_string(value.reason);
        out.write_long(value.size);
    }
}
