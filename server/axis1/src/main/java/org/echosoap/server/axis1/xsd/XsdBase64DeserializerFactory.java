package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;

/** Named in server-config.wsdd's {@code xsd:base64Binary} type mapping: makes {@link XsdBase64Deserializer}s. */
public final class XsdBase64DeserializerFactory extends BaseDeserializerFactory {

    public XsdBase64DeserializerFactory(Class javaType, QName xmlType) {
        super(XsdBase64Deserializer.class, xmlType, javaType);
    }
}
