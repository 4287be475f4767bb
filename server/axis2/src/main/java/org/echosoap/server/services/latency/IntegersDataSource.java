package org.echosoap.server.services.latency;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axiom.om.ds.AbstractPushOMDataSource;

/**
 * {@code <l:getIntegersResponse><l:return>0</l:return>...</l:getIntegersResponse>} written straight to Axis2's
 * output writer when the answer is serialized, the way ADB-generated code writes arrays; nothing per element
 * is kept in memory. Repeatable (not destructive), so Axiom may also expand it into a tree if asked to.
 */
final class IntegersDataSource extends AbstractPushOMDataSource {

    private final int size;

    IntegersDataSource(int size) {
        this.size = size;
    }

    @Override
    public boolean isDestructiveWrite() {
        return false;
    }

    @Override
    public void serialize(XMLStreamWriter writer) throws XMLStreamException {
        String ns = LatencyService.NAMESPACE;
        String prefix = LatencyService.PREFIX;
        writer.writeStartElement(prefix, "getIntegersResponse", ns);
        writer.writeNamespace(prefix, ns);
        for (int i = 0; i < size; i++) {
            writer.writeStartElement(prefix, LatencyService.RETURN, ns);
            writer.writeCharacters(Integer.toString(i));
            writer.writeEndElement();
        }
        writer.writeEndElement();
    }
}
