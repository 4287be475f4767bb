package org.echosoap.server.services.benchmark;

import javax.xml.stream.XMLStreamException;
import org.echosoap.server.contract.xsd.XsdInt;
import org.echosoap.server.contract.xsd.XsdDouble;

/** Field-level helpers shared by the complex types' readers: typed values and the fault for a stray field. */
final class Fields {

    private Fields() {
    }

    /** Reads the current element's text as an {@code xsd:int}; {@code what field} names it in the fault. */
    static int parseInt(RequestReader in, String what, String field) throws XMLStreamException {
        String name = what + " " + field;
        try {
            return XsdInt.parse(in.text(name));
        } catch (NumberFormatException e) {
            throw new BadRequest(name + " is " + e.getMessage());
        }
    }

    /** Reads the current element's text as an {@code xsd:double}. */
    static double parseDouble(RequestReader in, String what, String field) throws XMLStreamException {
        String name = what + " " + field;
        try {
            return XsdDouble.parse(in.text(name));
        } catch (NumberFormatException e) {
            throw new BadRequest(name + " is " + e.getMessage());
        }
    }

    /** A field that is unknown, in another namespace, or repeated. */
    static BadRequest unexpected(RequestReader in, String what, String expected) {
        return new BadRequest(what + ": unexpected or repeated element " + in.localName() + " (expected each of "
                + expected + " once, in namespace " + BenchmarkXml.NAMESPACE + ")");
    }
}
