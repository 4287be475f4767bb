/**
 * The {@code Latency} service of Davis &amp; Parashar (seed 003: "Latency Performance of SOAP Implementations"):
 * {@code doNothing}, {@code setSize}, {@code getString}, {@code getIntegers}, document/literal wrapped SOAP 1.1 in
 * namespace {@value org.echosoap.server.services.latency.LatencyService#NAMESPACE}, deployed with Axis2's
 * {@code RawXMLINOutMessageReceiver} (OMElement in, OMElement out) from
 * {@code WEB-INF/services/Latency/META-INF/services.xml}; its hand-written WSDL is {@code Latency.wsdl} there.
 * See {@link org.echosoap.server.services.latency.LatencyService} for the wire format.
 */
package org.echosoap.server.services.latency;
