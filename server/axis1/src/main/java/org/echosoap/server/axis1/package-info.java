/**
 * The Apache Axis 1.4 stack (end-of-life since 2006, known CVEs: here as the seeds' own reference only, deployed as
 * {@code /axis1}, reachable from loopback and the test hosts). The three contracts on the port type interfaces and beans
 * Axis 1.4's WSDL2Java generates from the same WSDLs at build time ({@code org.echosoap.server.axis1.generated.*}, in
 * {@code target/}): {@code echofloat}, {@code benchmark}, {@code latency}; what stands in front of Axis ({@code gate}),
 * fault wording ({@code fault}), the contract's xsd conversions as Axis deserializers ({@code xsd}) and the servlet
 * ({@code web}).
 */
package org.echosoap.server.axis1;
