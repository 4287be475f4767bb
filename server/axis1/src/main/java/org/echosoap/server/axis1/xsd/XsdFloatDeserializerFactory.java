package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;

/** Named in server-config.wsdd's {@code xsd:float} type mapping: makes {@link XsdFloatDeserializer}s. */
public final class XsdFloatDeserializerFactory extends BaseDeserializerFactory {

    public XsdFloatDeserializerFactory(Class javaType, QName xmlType) {
        super(XsdFloatDeserializer.class, xmlType, javaType);
    }
}
