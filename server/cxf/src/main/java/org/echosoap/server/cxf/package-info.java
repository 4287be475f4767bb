/**
 * The Apache CXF stack: the contracts of echosoap.war (EchoFloat, the SOAP Benchmark Suite, Latency) as CXF JAX-WS
 * endpoints whose service interfaces CXF's wsdl2java generates from the same WSDLs at build time
 * ({@code org.echosoap.server.jaxws.generated.*}, the packages Metro's wsimport generates into too; not in the
 * repository). The Benchmark and Latency operations are the ones Metro runs ({@code org.echosoap.server.jaxws.*},
 * sources in {@code server/jaxws}, compiled into this module). Deployed in echosoap-cxf.war by
 * {@link org.echosoap.server.cxf.web.EchosoapCxfServlet}.
 *
 * <p>Subpackages: {@code echofloat}, {@code benchmark}, {@code latency} (the service endpoints, Benchmark's checks
 * and each service's fault wording), {@code inbound} (checks on the request before CXF binds it), {@code faults}
 * (what a SOAP Fault tells the caller), {@code web} (the servlet, the endpoints and CXF's settings).
 */
package org.echosoap.server.cxf;
