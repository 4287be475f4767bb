package org.echosoap.client.load;

import java.nio.charset.StandardCharsets;
import org.echosoap.server.stages.Stage;

/**
 * The server's {@code Echosoap-Stages} answer of one message ({@code container-in;ns=1820;bytes=936, inbound;ns=8200;
 * bytes=15004, ...}): each entered stage's exclusive time in nanoseconds and the bytes the request thread allocated
 * in it, indexed by {@link Stage#ordinal()}. Read in one pass over the field's bytes where they lie, with no
 * allocation, as {@link ServerTiming} is: the event loop reads it on every answer. One per connection, reused; not
 * thread-safe.
 *
 * <pre>{@code
 * StagesField f = new StagesField().read(bytes, 0, bytes.length);
 * f.entered(Stage.CONTAINER_IN);   // true
 * f.nanos(Stage.CONTAINER_IN);     // 1820
 * }</pre>
 *
 * <p>Rules: a field that is not the server's shape (an unknown stage name, a stage twice, a figure that is not a
 * whole number, {@code ns} missing) is {@linkplain #malformed() malformed}: the whole answer's stages are dropped
 * (no stage entered) and the caller counts it; nothing throws. {@code bytes} may be missing (a JVM without an
 * allocation counter): then {@link #bytes} is {@link #ABSENT}.
 */
public final class StagesField {

    /** A figure the field does not carry. */
    public static final long ABSENT = -1;

    private static final int MAX_DIGITS = 18;
    private static final byte[][] NAMES = names();

    private final long[] nanos = new long[Stage.COUNT];
    private final long[] bytes = new long[Stage.COUNT];
    private int enteredMask;
    private boolean malformed;

    /** Whether the last answer entered {@code stage}. */
    public boolean entered(Stage stage) {
        return (enteredMask & (1 << stage.ordinal())) != 0;
    }

    /** The entered stages as bits by ordinal; 0: the answer carried no (well-formed) stages. */
    public int enteredMask() {
        return enteredMask;
    }

    /** The stage's exclusive time, ns; {@link #ABSENT} unless entered. */
    public long nanos(int ordinal) {
        return (enteredMask & (1 << ordinal)) != 0 ? nanos[ordinal] : ABSENT;
    }

    /** The stage's exclusive time, ns; {@link #ABSENT} unless entered. */
    public long nanos(Stage stage) {
        return nanos(stage.ordinal());
    }

    /** The stage's allocated bytes; {@link #ABSENT} unless entered with a {@code bytes} figure. */
    public long bytes(int ordinal) {
        return (enteredMask & (1 << ordinal)) != 0 ? bytes[ordinal] : ABSENT;
    }

    /** The stage's allocated bytes; {@link #ABSENT} unless entered with a {@code bytes} figure. */
    public long bytes(Stage stage) {
        return bytes(stage.ordinal());
    }

    /** The time figures by ordinal, valid where {@link #enteredMask} has the bit: read in place by the worker. */
    long[] nanosByOrdinal() {
        return nanos;
    }

    /** The byte figures by ordinal ({@link #ABSENT} for none), valid where {@link #enteredMask} has the bit. */
    long[] bytesByOrdinal() {
        return bytes;
    }

    /** Whether the last field read was not the server's shape (its stages were dropped). */
    public boolean malformed() {
        return malformed;
    }

    /** Forgets the last answer's stages. */
    public StagesField clear() {
        enteredMask = 0;
        malformed = false;
        return this;
    }

    /** Copies {@code other}'s stages into this one (the channel's field into the worker's exchange). */
    public void copyFrom(StagesField other) {
        enteredMask = other.enteredMask;
        malformed = other.malformed;
        System.arraycopy(other.nanos, 0, nanos, 0, Stage.COUNT);
        System.arraycopy(other.bytes, 0, bytes, 0, Stage.COUNT);
    }

    /** Reads a field value (null: no field) in place of the last one's stages. */
    public StagesField read(CharSequence fieldValue) {
        if (fieldValue == null) {
            return clear();
        }
        byte[] b = fieldValue.toString().getBytes(StandardCharsets.ISO_8859_1); // HttpCore's transports: a String each
        return read(b, 0, b.length);
    }

    /** Reads the field value {@code b[from, to)} (ISO-8859-1) in place of the last one's stages. */
    public StagesField read(byte[] b, int from, int to) {
        clear();
        int i = from;
        while (i < to) {
            while (i < to && (b[i] == ',' || isSpace(b[i]))) {
                i++;
            }
            if (i == to) {
                break;
            }
            int nameStart = i;
            while (i < to && b[i] != ';' && b[i] != ',' && !isSpace(b[i])) {
                i++;
            }
            int stage = stageOf(b, nameStart, i);
            if (stage < 0 || (enteredMask & (1 << stage)) != 0) {
                return bad();
            }
            i = parameters(b, i, to, stage);
            if (i < 0) {
                return bad();
            }
            enteredMask |= 1 << stage;
        }
        return this;
    }

    /** The stage's {@code ;ns=N;bytes=N} up to its comma; the index there, or -1 when they are not the shape. */
    private int parameters(byte[] b, int i, int to, int stage) {
        long ns = ABSENT;
        long allocated = ABSENT;
        while (i < to && b[i] != ',') {
            if (isSpace(b[i])) {
                i++;
                continue;
            }
            if (b[i] != ';') {
                return -1;
            }
            i++;
            while (i < to && isSpace(b[i])) {
                i++;
            }
            int nameStart = i;
            while (i < to && b[i] != '=' && b[i] != ';' && b[i] != ',' && !isSpace(b[i])) {
                i++;
            }
            int nameEnd = i;
            if (i == to || b[i] != '=') {
                return -1;
            }
            i++;
            int valueStart = i;
            while (i < to && isDigit(b[i])) {
                i++;
            }
            long value = count(b, valueStart, i);
            if (value < 0) {
                return -1;
            }
            if (is(b, nameStart, nameEnd, 'n', 's')) {
                ns = value;
            } else if (nameEnd - nameStart == 5 && b[nameStart] == 'b' && b[nameStart + 1] == 'y'
                    && b[nameStart + 2] == 't' && b[nameStart + 3] == 'e' && b[nameStart + 4] == 's') {
                allocated = value;
            } // another parameter: a later server's, ignored
        }
        if (ns == ABSENT) {
            return -1;
        }
        nanos[stage] = ns;
        bytes[stage] = allocated;
        return i;
    }

    private StagesField bad() {
        enteredMask = 0;
        malformed = true;
        return this;
    }

    private static boolean is(byte[] b, int start, int end, char c0, char c1) {
        return end - start == 2 && b[start] == c0 && b[start + 1] == c1;
    }

    private static int stageOf(byte[] b, int start, int end) {
        for (int s = 0; s < NAMES.length; s++) {
            byte[] name = NAMES[s];
            if (name.length != end - start) {
                continue;
            }
            int k = 0;
            while (k < name.length && b[start + k] == name[k]) {
                k++;
            }
            if (k == name.length) {
                return s;
            }
        }
        return -1;
    }

    /** The whole number {@code b[from, to)} (digits only), or -1 when it is empty or too long. */
    private static long count(byte[] b, int from, int to) {
        if (to == from || to - from > MAX_DIGITS) {
            return -1;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + (b[i] - '0');
        }
        return value;
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\t';
    }

    private static byte[][] names() {
        Stage[] all = Stage.values();
        byte[][] n = new byte[all.length][];
        for (Stage s : all) {
            n[s.ordinal()] = s.wireName().getBytes(StandardCharsets.US_ASCII);
        }
        return n;
    }
}
