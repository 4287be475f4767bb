package org.echosoap.server.services.benchmark;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The contract's XML vocabulary and the few writing primitives every response uses. Benchmark.wsdl's schema is
 * {@code elementFormDefault="qualified"}: every element, down to {@code item}, {@code x} and {@code message}, is in
 * {@link #NAMESPACE}. Responses declare it once, as the default namespace of the response element.
 */
public final class BenchmarkXml {

    /** Target namespace of Benchmark.wsdl and of every element in its messages. */
    public static final String NAMESPACE = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private BenchmarkXml() {
    }

    /** {@code <name xmlns="NAMESPACE">}: the response element; its descendants inherit the default namespace. */
    static void startRoot(XMLStreamWriter out, String name) throws XMLStreamException {
        out.writeStartElement("", name, NAMESPACE);
        out.writeDefaultNamespace(NAMESPACE);
    }

    static void start(XMLStreamWriter out, String name) throws XMLStreamException {
        out.writeStartElement("", name, NAMESPACE);
    }

    /** {@code <name>text</name>}. */
    static void textElement(XMLStreamWriter out, String name, String text) throws XMLStreamException {
        out.writeStartElement("", name, NAMESPACE);
        out.writeCharacters(text);
        out.writeEndElement();
    }

    /** {@code <name xmlns:xsi="..." xsi:nil="true"/>}: a nil array item. */
    static void nilElement(XMLStreamWriter out, String name) throws XMLStreamException {
        out.writeStartElement("", name, NAMESPACE);
        out.writeNamespace("xsi", XSI);
        out.writeAttribute("xsi", XSI, "nil", "true");
        out.writeEndElement();
    }
}
