package org.echosoap.server.axis1.xsd;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;

/** Named in server-config.wsdd's {@code xsd:int} type mapping: makes {@link XsdIntDeserializer}s. */
public final class XsdIntDeserializerFactory extends BaseDeserializerFactory {

    public XsdIntDeserializerFactory(Class javaType, QName xmlType) {
        super(XsdIntDeserializer.class, xmlType, javaType);
    }
}
