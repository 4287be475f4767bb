/** The SOAP Benchmark Suite's 19 operations (Benchmark.wsdl, byte for byte the suite's own) as a CXF endpoint. */
package org.echosoap.server.cxf.benchmark;
