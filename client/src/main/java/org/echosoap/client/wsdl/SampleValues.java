package org.echosoap.client.wsdl;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Placeholder values for XML Schema's built-in simple types that a service's parser accepts: numbers are numbers,
 * booleans {@code true}, dates real dates. soa-model's own template writes {@code ?999?} into an {@code xsd:int},
 * which any schema-aware service rejects; these values let the sample request round-trip as generated, and the user
 * then edits them.
 *
 * <pre>{@code
 * SampleValues.of("int")                                        // "1"
 * SampleValues.restricted("int", Facets.of(minInclusive 5, ...)) // "5"
 * }</pre>
 */
public final class SampleValues {

    /** The value for a string-like type: short, obviously a placeholder, valid as a token, Name and NCName too. */
    static final String TEXT = "text";

    private static final Map<String, String> BY_TYPE = Map.ofEntries(
            Map.entry("string", TEXT), Map.entry("normalizedString", TEXT), Map.entry("token", TEXT),
            Map.entry("Name", TEXT), Map.entry("NCName", TEXT), Map.entry("NMTOKEN", TEXT), Map.entry("NMTOKENS", TEXT),
            Map.entry("ID", "id1"), Map.entry("IDREF", "id1"), Map.entry("IDREFS", "id1"),
            Map.entry("ENTITY", TEXT), Map.entry("ENTITIES", TEXT), Map.entry("QName", TEXT), Map.entry("NOTATION", TEXT),
            Map.entry("language", "en"), Map.entry("anyURI", "http://example.com/"),
            Map.entry("boolean", "true"),
            Map.entry("decimal", "1.5"), Map.entry("float", "1.5"), Map.entry("double", "1.5"),
            Map.entry("integer", "1"), Map.entry("long", "1"), Map.entry("int", "1"), Map.entry("short", "1"),
            Map.entry("byte", "1"), Map.entry("nonNegativeInteger", "1"), Map.entry("positiveInteger", "1"),
            Map.entry("unsignedLong", "1"), Map.entry("unsignedInt", "1"), Map.entry("unsignedShort", "1"),
            Map.entry("unsignedByte", "1"), Map.entry("nonPositiveInteger", "-1"), Map.entry("negativeInteger", "-1"),
            Map.entry("dateTime", "2024-01-31T12:00:00Z"), Map.entry("dateTimeStamp", "2024-01-31T12:00:00Z"),
            Map.entry("date", "2024-01-31"), Map.entry("time", "12:00:00"), Map.entry("duration", "PT1S"),
            Map.entry("dayTimeDuration", "PT1S"), Map.entry("yearMonthDuration", "P1M"),
            Map.entry("gYear", "2024"), Map.entry("gYearMonth", "2024-01"), Map.entry("gMonth", "--01"),
            Map.entry("gMonthDay", "--01-31"), Map.entry("gDay", "---31"),
            // Bytes 0..4: the value the Benchmark docs use for sendBase64 size 5.
            Map.entry("base64Binary", "AAECAwQ="), Map.entry("hexBinary", "0001020304"),
            Map.entry("anySimpleType", TEXT), Map.entry("anyAtomicType", TEXT), Map.entry("anyType", TEXT));

    /** Integer types: a value moved into a range stays an integer. */
    private static final List<String> INTEGER_TYPES = List.of("integer", "long", "int", "short", "byte",
            "nonNegativeInteger", "positiveInteger", "unsignedLong", "unsignedInt", "unsignedShort", "unsignedByte",
            "nonPositiveInteger", "negativeInteger");

    private static final List<String> DECIMAL_TYPES = List.of("decimal", "float", "double");

    private SampleValues() {
    }

    /** The built-in types with a value of their own (others get {@link #TEXT}). */
    static java.util.Set<String> types() {
        return BY_TYPE.keySet();
    }

    /** The placeholder for the built-in type with this local name ({@code int}, {@code dateTime}, ...). */
    public static String of(String xsdType) {
        return BY_TYPE.getOrDefault(xsdType, TEXT);
    }

    /**
     * The placeholder for a restriction of the built-in type {@code xsdType}: the first enumerated value if any; a
     * number moved into {@code [min, max]}; a string padded or cut to the length facets. A pattern is not solved: the
     * value may not match it (the template says so in a comment).
     */
    public static String restricted(String xsdType, Facets facets) {
        if (!facets.enumeration().isEmpty()) {
            return facets.enumeration().get(0);
        }
        if (INTEGER_TYPES.contains(xsdType) || DECIMAL_TYPES.contains(xsdType)) {
            return number(xsdType, facets);
        }
        String v = of(xsdType);
        if (BY_TYPE.get(xsdType) == null || BY_TYPE.get(xsdType).equals(TEXT)) {
            v = sized(v, facets);
        }
        return v;
    }

    private static String number(String xsdType, Facets f) {
        boolean integer = INTEGER_TYPES.contains(xsdType);
        BigDecimal v = new BigDecimal(of(xsdType));
        BigDecimal step = integer ? BigDecimal.ONE : new BigDecimal("0.5");
        try {
            if (f.minInclusive() != null && v.compareTo(new BigDecimal(f.minInclusive())) < 0) {
                v = new BigDecimal(f.minInclusive());
            }
            if (f.minExclusive() != null && v.compareTo(new BigDecimal(f.minExclusive())) <= 0) {
                v = new BigDecimal(f.minExclusive()).add(step);
            }
            if (f.maxInclusive() != null && v.compareTo(new BigDecimal(f.maxInclusive())) > 0) {
                v = new BigDecimal(f.maxInclusive());
            }
            if (f.maxExclusive() != null && v.compareTo(new BigDecimal(f.maxExclusive())) >= 0) {
                v = new BigDecimal(f.maxExclusive()).subtract(step);
            }
        } catch (NumberFormatException notADecimal) {
            // INF, NaN or a typo in a bound: keep the plain value, the template's comment shows the facets.
            return of(xsdType);
        }
        if (integer) {
            BigInteger i = v.setScale(0, java.math.RoundingMode.CEILING).toBigInteger();
            return i.toString();
        }
        return v.stripTrailingZeros().toPlainString();
    }

    private static String sized(String v, Facets f) {
        int min = f.length() != null ? f.length() : f.minLength() != null ? f.minLength() : 0;
        int max = f.length() != null ? f.length() : f.maxLength() != null ? f.maxLength() : Integer.MAX_VALUE;
        StringBuilder s = new StringBuilder(v);
        while (s.length() < min) {
            s.append('x');
        }
        if (s.length() > max) {
            s.setLength(max);
        }
        return s.toString();
    }

    /**
     * The facets of a simple-type restriction that decide a valid value, the most derived restriction's first.
     * Bounds are kept as their lexical text.
     */
    public record Facets(List<String> enumeration, String minInclusive, String minExclusive, String maxInclusive,
                         String maxExclusive, Integer length, Integer minLength, Integer maxLength) {

        public static final Facets NONE = new Facets(List.of(), null, null, null, null, null, null, null);
    }
}
