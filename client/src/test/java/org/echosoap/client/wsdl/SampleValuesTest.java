package org.echosoap.client.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.List;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Placeholders are valid values of their XML Schema types, and restricted types get a value inside their facets. */
class SampleValuesTest {

    /**
     * Not checked alone: XSD 1.1 types the JDK's XSD 1.0 validator does not know, NOTATION (not usable directly),
     * ENTITY/ENTITIES (need a DTD's unparsed entity) and IDREF/IDREFS (need a matching ID in the document).
     */
    private static final Set<String> NOT_CHECKABLE_ALONE = Set.of("dateTimeStamp", "dayTimeDuration",
            "yearMonthDuration", "anyAtomicType", "NOTATION", "ENTITY", "ENTITIES", "IDREF", "IDREFS");

    static List<String> checkableTypes() {
        return SampleValues.types().stream().filter(t -> !NOT_CHECKABLE_ALONE.contains(t)).sorted().toList();
    }

    @ParameterizedTest
    @MethodSource("checkableTypes")
    void everyBuiltInPlaceholderIsValidForItsType(String type) throws Exception {
        String xsd = "<xs:schema xmlns:xs='http://www.w3.org/2001/XMLSchema'><xs:element name='v' type='xs:" + type
                + "'/></xs:schema>";
        var schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new StreamSource(new StringReader(xsd)));
        schema.newValidator().validate(new StreamSource(new StringReader("<v>" + SampleValues.of(type) + "</v>")));
    }

    @Test
    void numbersMoveIntoTheirRange() {
        assertEquals("5", SampleValues.restricted("int", facets(null, "5", null, null, null)));
        assertEquals("6", SampleValues.restricted("int", facets(null, null, "5", null, null)));
        assertEquals("-10", SampleValues.restricted("long", facets(null, null, null, "-10", null)));
        assertEquals("-1", SampleValues.restricted("short", facets(null, null, null, null, "0")));
        assertEquals("1", SampleValues.restricted("int", facets(null, "0", null, "1000000", null)));
        assertEquals("2", SampleValues.restricted("decimal", facets(null, null, "1.5", null, null)));
        assertEquals("2.25", SampleValues.restricted("double", facets(null, "2.25", null, null, null)));
        assertEquals("1", SampleValues.restricted("double", facets(null, null, null, null, "1.5")));
        assertEquals("1.5", SampleValues.restricted("float", facets(null, null, null, "INF", null)), "not a decimal bound: unmoved");
    }

    @Test
    void stringsMeetTheirLengthsAndEnumerationsTakeTheFirstValue() {
        assertEquals("textxxxx", SampleValues.restricted("string", lengths(null, 8, null)));
        assertEquals("te", SampleValues.restricted("string", lengths(null, null, 2)));
        assertEquals("textxx", SampleValues.restricted("token", lengths(6, null, null)));
        assertEquals("NEW", SampleValues.restricted("string", facets(List.of("NEW", "PAID"), null, null, null, null)));
        assertEquals("2024-01-31", SampleValues.restricted("date", SampleValues.Facets.NONE));
    }

    private static SampleValues.Facets facets(List<String> enumeration, String minIn, String minEx, String maxIn, String maxEx) {
        return new SampleValues.Facets(enumeration == null ? List.of() : enumeration, minIn, minEx, maxIn, maxEx, null, null, null);
    }

    private static SampleValues.Facets lengths(Integer length, Integer min, Integer max) {
        return new SampleValues.Facets(List.of(), null, null, null, null, length, min, max);
    }
}
