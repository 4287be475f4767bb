package org.echosoap.server.contract;

/**
 * What the {@code send*} operations answer: element {@code i} (0-based) of an answer of {@code size} elements is a
 * fixed function of {@code i}, so a client can verify every value without state. The load client and the tests
 * check against exactly these formulas.
 *
 * <table>
 * <caption>Values of element i</caption>
 * <tr><th>operation</th><th>value i</th><th>on the wire, i = 0, 1</th></tr>
 * <tr><td>sendInts</td><td>{@code i}</td><td>{@code 0}, {@code 1}</td></tr>
 * <tr><td>sendDoubles</td><td>{@code i + 0.5}</td><td>{@code 0.5}, {@code 1.5} ({@link Double#toString(double)})</td></tr>
 * <tr><td>sendStrings</td><td>{@code "s" + i}</td><td>{@code s0}, {@code s1}</td></tr>
 * <tr><td>sendBase64</td><td>byte {@code (byte) (i & 0xFF)}</td><td>standard base64, no line breaks:
 *     {@code AAECAwQ=} for size 5</td></tr>
 * <tr><td>sendSimpleEvents</td><td>sequenceNumber {@code i}, timestamp {@code i + 0.5}, message
 *     {@code "event " + i}</td><td>{@code 0 / 0.5 / event 0}</td></tr>
 * <tr><td>sendMeshInterfaceObjects</td><td>x {@code i}, y {@code 2 * i}, value {@code i + 0.25}</td>
 *     <td>{@code 1 / 2 / 1.25} for i = 1</td></tr>
 * </table>
 *
 * <pre>{@code
 * SendValues.simpleEvent(3);   // SimpleEvent[sequenceNumber=3, timestamp=3.5, message=event 3]
 * }</pre>
 */
public final class SendValues {

    private SendValues() {
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

    public static byte byteAt(long i) {
        return (byte) (i & 0xFF);
    }

    public static SimpleEvent simpleEvent(int i) {
        return new SimpleEvent(i, i + 0.5, "event " + i);
    }

    public static MeshInterfaceObject meshInterfaceObject(int i) {
        return new MeshInterfaceObject(i, 2 * i, i + 0.25);
    }

    /** The {@code size} bytes sendBase64 encodes. */
    public static byte[] bytes(int size) {
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++) {
            bytes[i] = byteAt(i);
        }
        return bytes;
    }
}
