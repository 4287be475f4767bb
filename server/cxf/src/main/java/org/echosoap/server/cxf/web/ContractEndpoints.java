package org.echosoap.server.cxf.web;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.cxf.Bus;
import org.apache.cxf.binding.soap.SoapVersion;
import org.apache.cxf.binding.soap.interceptor.ReadHeadersInterceptor;
import org.apache.cxf.feature.FastInfosetFeature;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.message.Message;
import org.echosoap.server.cxf.benchmark.BenchmarkEndpoint;
import org.echosoap.server.cxf.benchmark.BenchmarkWording;
import org.echosoap.server.cxf.echofloat.EchoFloatEndpoint;
import org.echosoap.server.cxf.faults.ContractWording;
import org.echosoap.server.cxf.latency.LatencyEndpoint;
import org.echosoap.server.cxf.latency.LatencyWording;

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
                publish(bus, new BenchmarkEndpoint(), "Benchmark", new BenchmarkWording()),
                publish(bus, new EchoFloatEndpoint(), "EchoFloat", ContractWording.DEFAULT),
                publish(bus, new LatencyEndpoint(), "Latency", new LatencyWording()));
    }

    /** EchoFloat once more at {@code address} under the servlet (the WS-Security endpoints' base). */
    static EndpointImpl echoFloatAt(Bus bus, String address) {
        return publishAt(bus, new EchoFloatEndpoint(), address, ContractWording.DEFAULT);
    }

    private static EndpointImpl publish(Bus bus, Object implementor, String name, ContractWording wording) {
        return publishAt(bus, implementor, "/" + name, wording);
    }

    private static EndpointImpl publishAt(Bus bus, Object implementor, String address, ContractWording wording) {
        EndpointImpl endpoint = new EndpointImpl(bus, implementor);
        endpoint.setDataBinding(dataBinding());
        endpoint.setProperties(new HashMap<>(Map.of(ContractWording.KEY, wording)));
        endpoint.getFeatures().add(fastInfoset());
        endpoint.publish(address);
        acceptSoap12(bus, endpoint);
        return endpoint;
    }

    /**
     * Lets the endpoint answer SOAP 1.2 envelopes too, in SOAP 1.2, as the Axis2 stack does (docs/stacks.md: SOAP 1.2
     * is supported on every endpoint). Why: CXF gives a SOAP 1.1 binding (the WSDLs have only SOAP 1.1 bindings) a
     * header reader that refuses 1.2 ("A SOAP 1.2 message is not valid when sent to a SOAP 1.1 only endpoint");
     * the version-neutral reader CXF itself uses elsewhere takes either, and CXF's fault and answer writers already
     * follow the request's version. Which version a request is in is checked against its Content-Type by
     * {@code SoapVersionCheck}.
     */
    private static void acceptSoap12(Bus bus, EndpointImpl endpoint) {
        List<Interceptor<? extends Message>> in = endpoint.getServer().getEndpoint().getBinding().getInInterceptors();
        if (in.removeIf(i -> i instanceof ReadHeadersInterceptor)) {
            in.add(new ReadHeadersInterceptor(bus, (SoapVersion) null));
        }
    }

    /**
     * Fast Infoset (binary XML) on the same endpoint: a request sent as {@code application/fastinfoset} is read with
     * the FastInfoset library's StAX parser, and the answer is Fast Infoset only when the request's {@code Accept}
     * asks for it (not forced: text callers keep getting text).
     */
    private static FastInfosetFeature fastInfoset() {
        FastInfosetFeature feature = new FastInfosetFeature();
        feature.setForce(false);
        return feature;
    }

    private static JAXBDataBinding dataBinding() {
        JAXBDataBinding binding = new JAXBDataBinding();
        binding.setMarshallerProperties(Map.of("org.glassfish.jaxb.namespacePrefixMapper", new ContractPrefixes()));
        return binding;
    }
}
