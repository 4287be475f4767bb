package org.echosoap.server.corba.latency;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;

/**
 * Reads and writes IDL {@code latency::Integers}, a {@code sequence<long, 1000000>}: a CDR length, then the values.
 * The bound is checked before anything is allocated, so a reply announcing more values is refused (MARSHAL), not
 * allocated.
 *
 * <pre>{@code
 * IntegersHelper.write(out, new int[] {0, 1, 2});
 * int[] values = IntegersHelper.read(in);
 * }</pre>
 */
public final class IntegersHelper {

    private static final String ID = "IDL:echosoap.org/latency/Integers:1.0";
    /** The sequence's bound in the IDL: the contract's largest size. */
    public static final int MAX_LENGTH = 1_000_000;

    private IntegersHelper() {
    }

    public static String id() {
        return ID;
    }

    public static int[] read(InputStream in) {
        int length = in.read_long();
        if (length < 0 || length > MAX_LENGTH) {
            throw new MARSHAL("Integers of " + Integer.toUnsignedString(length) + " values, at most " + MAX_LENGTH,
                    0, CompletionStatus.COMPLETED_YES);
        }
        int[] values = new int[length];
        in.read_long_array(values, 0, length);
        return values;
    }

    public static void write(OutputStream out, int[] values) {
        if (values.length > MAX_LENGTH) {
            throw new MARSHAL("Integers of " + values.length + " values, at most " + MAX_LENGTH, 0,
                    CompletionStatus.COMPLETED_MAYBE);
        }
        out.write_long(values.length);
        out.write_long_array(values, 0, values.length);
    }
}
