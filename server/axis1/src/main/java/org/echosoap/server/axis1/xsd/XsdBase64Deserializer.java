package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.SimpleDeserializer;
import org.echosoap.server.contract.xsd.XsdBase64;

/** An {@code xsd:base64Binary} read by {@link XsdBase64#parse}: a refused text fails with its {@code RefusedXsdValue}. */
public final class XsdBase64Deserializer extends SimpleDeserializer {

    public XsdBase64Deserializer(Class javaType, QName xmlType) {
        super(javaType, xmlType);
    }

    @Override
    public Object makeValue(String source) {
        return XsdBase64.parse(source);
    }
}
