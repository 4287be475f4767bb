package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.SimpleDeserializer;
import org.echosoap.server.contract.xsd.XsdDouble;

/** An {@code xsd:double} read by {@link XsdDouble#parse}: a refused text fails with its {@code RefusedXsdValue}. */
public final class XsdDoubleDeserializer extends SimpleDeserializer {

    public XsdDoubleDeserializer(Class javaType, QName xmlType) {
        super(javaType, xmlType);
    }

    @Override
    public Object makeValue(String source) {
        return XsdDouble.parse(source);
    }
}
