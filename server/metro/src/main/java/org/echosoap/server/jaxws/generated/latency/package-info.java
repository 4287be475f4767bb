/**
 * The classes wsimport generates from Latency.wsdl (target/generated-sources; generated without a package-info,
 * XJC's {@code -npa}). This package annotation is the one hand-written part, and Metro's only (CXF's wsdl2java
 * generates into the same package, with a package-info of its own; CXF sets its prefixes with
 * {@code ContractPrefixes}): the Latency wire format answers with the prefix {@code l} for its namespace
 * ({@code <l:getIntegersResponse xmlns:l="...">}, docs/server.md), which JAXB uses when the package declares it;
 * without it JAXB writes the namespace as the default namespace.
 */
@XmlSchema(namespace = "http://echosoap.org/wsdl/Latency", elementFormDefault = XmlNsForm.QUALIFIED,
        xmlns = @XmlNs(prefix = "l", namespaceURI = "http://echosoap.org/wsdl/Latency"))
package org.echosoap.server.jaxws.generated.latency;

import jakarta.xml.bind.annotation.XmlNs;
import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
