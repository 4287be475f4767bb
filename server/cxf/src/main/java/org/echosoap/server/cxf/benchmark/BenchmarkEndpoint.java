package org.echosoap.server.cxf.benchmark;

import jakarta.jws.WebService;
import org.echosoap.server.jaxws.benchmark.BenchmarkOperations;

/**
 * The SOAP Benchmark Suite's 19 operations on CXF: {@link BenchmarkOperations} (the same on Metro), compiled here
 * against the interface and JAXB classes wsdl2java generates from the suite's own {@code Benchmark.wsdl}, with CXF's
 * checks and wording ({@link RequestChecks}). JAXB does the conversions through the contract's converters
 * ({@code src/main/jaxb/xsd-types.xjb}); the WSDL is served from the class path.
 */
@WebService(endpointInterface = "org.echosoap.server.jaxws.generated.benchmark.Benchmark",
        targetNamespace = "http://www.extreme.indiana.edu/wsdl/Benchmark1", serviceName = "Benchmark",
        portName = "Benchmark", wsdlLocation = "classpath:wsdl/Benchmark.wsdl")
public class BenchmarkEndpoint extends BenchmarkOperations {

    public BenchmarkEndpoint() {
        super(new RequestChecks());
    }
}
