package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.SimpleDeserializer;
import org.echosoap.server.contract.xsd.XsdFloat;

/** An {@code xsd:float} read by {@link XsdFloat#parse}: a refused text fails with its {@code RefusedXsdValue}. */
public final class XsdFloatDeserializer extends SimpleDeserializer {

    public XsdFloatDeserializer(Class javaType, QName xmlType) {
        super(javaType, xmlType);
    }

    @Override
    public Object makeValue(String source) {
        return XsdFloat.parse(source);
    }
}
