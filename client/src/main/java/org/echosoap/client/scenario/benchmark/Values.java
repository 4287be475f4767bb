package org.echosoap.client.scenario.benchmark;

/**
 * The deterministic values of the SOAP Benchmark Suite messages, by 0-based index i: what the server's
 * {@code send*} operations return (its documented formulas) and what the client puts into {@code echo*} and
 * {@code receive*} requests.
 */
public final class Values {

    private Values() {
    }

    public static int intAt(int i) {
        return i;
    }

    public static double doubleAt(int i) {
        return i + 0.5;
    }

    public static String stringAt(int i) {
        return "s" + i;
    }

    public static byte byteAt(int i) {
        return (byte) (i & 0xFF);
    }

    public static byte[] bytes(int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = byteAt(i);
        }
        return b;
    }

    /** SimpleEvent i: sequenceNumber i, timestamp i + 0.5, message "event i". */
    public static int eventSequenceAt(int i) {
        return i;
    }

    public static double eventTimestampAt(int i) {
        return i + 0.5;
    }

    public static String eventMessageAt(int i) {
        return "event " + i;
    }

    /** MeshInterfaceObject i: x = i, y = 2i, value = i + 0.25. */
    public static int meshXAt(int i) {
        return i;
    }

    public static int meshYAt(int i) {
        return 2 * i;
    }

    public static double meshValueAt(int i) {
        return i + 0.25;
    }
}
