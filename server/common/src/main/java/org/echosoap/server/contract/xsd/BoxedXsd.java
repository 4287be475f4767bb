package org.echosoap.server.contract.xsd;

/**
 * The contract's conversions in the shape a JAXB {@code <jaxb:javaType>} binding calls them: boxed values, a
 * {@code String} in, and {@code null} printed as {@code null}. Why a class of its own: the CXF and Metro binding
 * files ({@code *.xjb}) name static methods by name, and the converters themselves take and give primitives so that
 * Axis2's readers do not box. No JAXB here: the generated adapters call these methods.
 *
 * <p>A refused value throws {@link RefusedXsdValue} (a {@link NumberFormatException}); text JAXB never passes as
 * {@code null}, and a {@code null} number is refused like an empty one.
 *
 * <pre>{@code
 * BoxedXsd.parseInt(" +007 ");       // 7
 * BoxedXsd.printFloat(1e39f);        // "INF"  (1e39 parses to Infinity)
 * BoxedXsd.parseDouble("Infinity");  // RefusedXsdValue: not an xsd:double: 'Infinity'
 * }</pre>
 */
public final class BoxedXsd {

    private BoxedXsd() {
    }

    public static Integer parseInt(String text) {
        return XsdInt.parse(text == null ? "" : text);
    }

    public static String printInt(Integer value) {
        return value == null ? null : XsdInt.format(value);
    }

    public static Double parseDouble(String text) {
        return XsdDouble.parse(text == null ? "" : text);
    }

    public static String printDouble(Double value) {
        return value == null ? null : XsdDouble.format(value);
    }

    public static Float parseFloat(String text) {
        return XsdFloat.parse(text == null ? "" : text);
    }

    public static String printFloat(Float value) {
        return value == null ? null : XsdFloat.format(value);
    }

    public static byte[] parseBase64(String text) {
        return text == null ? null : XsdBase64.parse(text);
    }

    public static String printBase64(byte[] bytes) {
        return bytes == null ? null : XsdBase64.format(bytes);
    }
}
