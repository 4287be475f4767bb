package org.echosoap.server.cxf.web;

import java.util.List;
import java.util.Map;
import org.apache.cxf.Bus;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.EndpointImpl;
import org.echosoap.server.cxf.benchmark.BenchmarkEndpoint;
import org.echosoap.server.cxf.echofloat.EchoFloatEndpoint;
import org.echosoap.server.cxf.latency.LatencyEndpoint;

/**
 * Publishes the three contract endpoints on a bus, under the servlet's {@code /services/}: {@code EchoFloat},
 * {@code Benchmark}, {@code Latency}. Each serves its WSDL (the {@code wsdlLocation} of its class, read from the
 * class path) at {@code ?wsdl}, with the address CXF sets to the URL the request came in on.
 */
final class ContractEndpoints {

    /** Service names under {@code /services/}, in the order the 404 names them. */
    static final List<String> NAMES = List.of("Benchmark", "EchoFloat", "Latency");

    private ContractEndpoints() {
    }

    static List<EndpointImpl> publish(Bus bus) {
        return List.of(
                publish(bus, new BenchmarkEndpoint(), "Benchmark"),
                publish(bus, new EchoFloatEndpoint(), "EchoFloat"),
                publish(bus, new LatencyEndpoint(), "Latency"));
    }

    private static EndpointImpl publish(Bus bus, Object implementor, String name) {
        EndpointImpl endpoint = new EndpointImpl(bus, implementor);
        endpoint.setDataBinding(dataBinding());
        endpoint.publish("/" + name);
        return endpoint;
    }

    private static JAXBDataBinding dataBinding() {
        JAXBDataBinding binding = new JAXBDataBinding();
        binding.setMarshallerProperties(Map.of("org.glassfish.jaxb.namespacePrefixMapper", new ContractPrefixes()));
        return binding;
    }
}
