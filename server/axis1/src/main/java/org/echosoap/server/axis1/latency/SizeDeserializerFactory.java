package org.echosoap.server.axis1.latency;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.BaseDeserializerFactory;

/** Named in the Latency service's {@code tns:Size} type mapping: makes {@link SizeDeserializer}s. */
public final class SizeDeserializerFactory extends BaseDeserializerFactory {

    public SizeDeserializerFactory(Class javaType, QName xmlType) {
        super(SizeDeserializer.class, xmlType, javaType);
    }
}
