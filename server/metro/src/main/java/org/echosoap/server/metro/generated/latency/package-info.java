/**
 * The classes wsimport generates from Latency.wsdl (target/generated-sources; generated without a package-info,
 * XJC's {@code -npa}). This package annotation is the one hand-written part: the Latency wire format answers with
 * the prefix {@code l} for its namespace ({@code <l:getIntegersResponse xmlns:l="...">}, docs/server.md), which JAXB
 * uses when the package declares it; without it JAXB writes the namespace as the default namespace.
 */
@XmlSchema(namespace = "http://echosoap.org/wsdl/Latency", elementFormDefault = XmlNsForm.QUALIFIED,
        xmlns = @XmlNs(prefix = "l", namespaceURI = "http://echosoap.org/wsdl/Latency"))
package org.echosoap.server.metro.generated.latency;

import jakarta.xml.bind.annotation.XmlNs;
import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
