package org.echosoap.client.stack.jaxws;

import jakarta.xml.ws.BindingProvider;
import java.io.Closeable;
import java.io.IOException;
import java.net.URL;
import org.echosoap.client.stack.jaxws.generated.benchmark.Benchmark;
import org.echosoap.client.stack.jaxws.generated.benchmark.Benchmark_Service;
import org.echosoap.client.stackapi.AnswerCheck;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * One worker's JAX-WS proxy of the generated {@link Benchmark} interface and the operation it calls: what CXF and
 * Metro share. The proxy is made as a generated client is meant to be used ({@code new Benchmark_Service(wsdl)
 * .getBenchmark()}, the address set on its request context); each stack then applies its own timeouts.
 */
public final class JaxwsCaller implements StackCaller {

    /** The contract the proxies are made from, in each stack module's jar (copied at build time, never edited). */
    private static final String WSDL_RESOURCE = "/wsdl/Benchmark.wsdl";

    private final Benchmark port;
    private final BenchmarkPortCalls.Prepared prepared;
    private final String operation;
    private final String address;
    private final StackFaults faults;

    private JaxwsCaller(Benchmark port, CallSpec spec, StackFaults faults) {
        this.port = port;
        this.faults = faults;
        this.prepared = BenchmarkPortCalls.prepare(spec.call(), spec.size());
        this.operation = spec.label();
        this.address = spec.endpointUrl();
    }

    /**
     * A proxy for {@code spec}'s address; {@code settings} applies the stack's own (timeouts), {@code faults} reads
     * the stack's own way of reporting a SOAP Fault where it is not JAX-WS's {@code SOAPFaultException}.
     */
    public static JaxwsCaller open(CallSpec spec, PortSettings settings, StackFaults faults) throws StackCallException {
        URL wsdl = JaxwsCaller.class.getResource(WSDL_RESOURCE);
        if (wsdl == null) {
            throw new StackCallException(StackCallException.Kind.CONNECT, WSDL_RESOURCE
                    + " is missing from the client stack's jar (a broken build)");
        }
        try {
            Benchmark port = new Benchmark_Service(wsdl).getBenchmark();
            ((BindingProvider) port).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY,
                    spec.endpointUrl());
            settings.apply(port, spec);
            return new JaxwsCaller(port, spec, faults);
        } catch (RuntimeException e) {
            throw JaxwsFailures.of(e, "making the proxy for " + spec.call().operation(), spec.endpointUrl());
        }
    }

    /** A stack's own reading of a failed call: the SOAP Fault in it, or null to leave it to {@link JaxwsFailures}. */
    @FunctionalInterface
    public interface StackFaults {
        StackCallException faultIn(Throwable e, String operation, String address);

        /** Nothing of the stack's own: JAX-WS's {@code SOAPFaultException} carries every fault. */
        static StackFaults none() {
            return (e, operation, address) -> null;
        }
    }

    /** A stack's settings of a new proxy. */
    @FunctionalInterface
    public interface PortSettings {
        void apply(Benchmark port, CallSpec spec);
    }

    @Override
    public long call() throws StackCallException {
        Object answer;
        try {
            answer = prepared.invoke(port);
        } catch (RuntimeException e) {
            StackCallException fault = faults.faultIn(e, operation, address);
            throw fault != null ? fault : JaxwsFailures.of(e, operation, address);
        }
        return AnswerCheck.timedNanos(operation, () -> prepared.verdict(answer));
    }

    @Override
    public void abort() {
        close();
    }

    @Override
    public void close() {
        // Both stacks' proxies are Closeable (CXF: the client and its conduit; Metro: the port's tube line).
        if (port instanceof Closeable closeable) {
            try {
                closeable.close();
            } catch (IOException | RuntimeException ignored) {
                // Closing is all we wanted; a half-closed proxy is dropped anyway.
            }
        }
    }
}
