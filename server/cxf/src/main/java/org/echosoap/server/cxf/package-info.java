/**
 * The Apache CXF stack: the contracts of echosoap.war (EchoFloat, the SOAP Benchmark Suite, Latency) as CXF JAX-WS
 * endpoints whose service interfaces CXF's wsdl2java generates from the same WSDLs at build time
 * ({@code org.echosoap.server.jaxws.generated.*}, the packages Metro's wsimport generates into too; not in the
 * repository). Deployed in echosoap-cxf.war by {@link org.echosoap.server.cxf.web.EchosoapCxfServlet}.
 *
 * <p>Subpackages: {@code echofloat}, {@code benchmark}, {@code latency} (the service implementations), {@code xsd}
 * (the number conversions JAXB calls), {@code inbound} (checks on the request before CXF binds it), {@code faults}
 * (what a SOAP Fault tells the caller), {@code web} (the servlet, the endpoints and CXF's settings).
 */
package org.echosoap.server.cxf;
