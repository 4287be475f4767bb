package org.echosoap.server.metro.benchmark;

import jakarta.jws.WebService;
import org.echosoap.server.jaxws.benchmark.BenchmarkOperations;

/**
 * The SOAP Benchmark Suite's 19 operations on Metro: {@link BenchmarkOperations} (the same on CXF), compiled here
 * against the interface and JAXB classes wsimport generates from the suite's own {@code Benchmark.wsdl}, with
 * Metro's checks and wording ({@link RequestChecks}). JAXB parses and prints the values for real through the
 * contract's converters ({@code RecordingXsd}, {@code src/main/jaxws/xsd-numbers.xjb}); anything off-contract is a
 * {@code Client} fault.
 */
@WebService(
        serviceName = "Benchmark",
        portName = "Benchmark",
        targetNamespace = "http://www.extreme.indiana.edu/wsdl/Benchmark1",
        endpointInterface = "org.echosoap.server.jaxws.generated.benchmark.Benchmark",
        wsdlLocation = "WEB-INF/wsdl/Benchmark.wsdl")
public class BenchmarkEndpoint extends BenchmarkOperations {

    public BenchmarkEndpoint() {
        super(new RequestChecks());
    }
}
