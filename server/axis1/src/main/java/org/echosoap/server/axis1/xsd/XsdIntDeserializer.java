package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.SimpleDeserializer;
import org.echosoap.server.contract.xsd.XsdInt;

/** An {@code xsd:int} read by {@link XsdInt#parse}: a refused text fails with its {@code RefusedXsdValue}. */
public final class XsdIntDeserializer extends SimpleDeserializer {

    public XsdIntDeserializer(Class javaType, QName xmlType) {
        super(javaType, xmlType);
    }

    @Override
    public Object makeValue(String source) {
        return XsdInt.parse(source);
    }
}
