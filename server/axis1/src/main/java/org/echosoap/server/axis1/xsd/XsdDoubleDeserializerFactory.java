package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;

/** Named in server-config.wsdd's {@code xsd:double} type mapping: makes {@link XsdDoubleDeserializer}s. */
public final class XsdDoubleDeserializerFactory extends BaseDeserializerFactory {

    public XsdDoubleDeserializerFactory(Class javaType, QName xmlType) {
        super(XsdDoubleDeserializer.class, xmlType, javaType);
    }
}
