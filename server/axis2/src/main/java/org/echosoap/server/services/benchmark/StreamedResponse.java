package org.echosoap.server.services.benchmark;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.ds.AbstractPushOMDataSource;

/**
 * A response element whose content is written straight to the SOAP serializer when Axis2 sends the answer: an
 * {@code OMSourcedElement} backed by a push data source. No object tree is built for the response, so a
 * 100,000-element answer costs the values it is made from plus a few buffers, not 100,000 × (element + text) Axiom
 * nodes.
 *
 * <p>Not destructive: the content can be written again (it only reads the values it captured), so anything that
 * serializes the element twice (debug logging) still sees the whole answer.
 *
 * <pre>{@code
 * return StreamedResponse.element("echoIntsResponse",
 *         out -> Ints.writeRepeated(out, "echoIntsReturn", values.length, i -> values[i]));
 * }</pre>
 */
final class StreamedResponse extends AbstractPushOMDataSource {

    /** Writes the children of the response element. */
    @FunctionalInterface
    interface Content {
        void writeTo(XMLStreamWriter out) throws XMLStreamException;
    }

    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();

    private final String rootName;
    private final Content content;

    private StreamedResponse(String rootName, Content content) {
        this.rootName = rootName;
        this.content = content;
    }

    /** {@code <rootName xmlns="http://www.extreme.indiana.edu/wsdl/Benchmark1">content</rootName>}. */
    static OMElement element(String rootName, Content content) {
        return FACTORY.createOMElement(new StreamedResponse(rootName, content), rootName,
                FACTORY.createOMNamespace(BenchmarkXml.NAMESPACE, ""));
    }

    @Override
    public boolean isDestructiveWrite() {
        return false;
    }

    @Override
    public void serialize(XMLStreamWriter out) throws XMLStreamException {
        BenchmarkXml.startRoot(out, rootName);
        content.writeTo(out);
        out.writeEndElement();
    }
}
