package org.echosoap.client.stack.axis1;

import java.net.MalformedURLException;
import java.net.URL;
import java.rmi.RemoteException;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.xml.rpc.ServiceException;
import org.echosoap.client.stack.axis1.generated.BenchmarkSoapBindingStub;
import org.echosoap.client.stack.axis1.generated.Benchmark_ServiceLocator;
import org.echosoap.client.stackapi.AnswerCheck;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.ClientStack;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * Apache Axis 1.4's WSDL2Java client (seed 002's "AXIS10"): each worker its own stub from the generated service
 * locator, on Axis's default configuration, whose HTTP transport ({@code HTTPSender}, HTTP/1.0) opens a connection per
 * call and closes it after the answer: no keep-alive, which is what an Axis 1 client pays. End-of-life (2006, known
 * CVEs): only in this class loader, only against loopback and test hosts.
 */
public final class Axis1ClientStack implements ClientStack {

    /**
     * Axis 1 logs failed calls through commons-logging to java.util.logging; the load client reports each failure in
     * one line, so Axis's log is off. Held here: JUL keeps loggers weakly.
     */
    private static final Logger AXIS_LOG = Logger.getLogger("org.apache.axis");

    static {
        AXIS_LOG.setLevel(Level.OFF);
    }

    @Override
    public String key() {
        return "axis1";
    }

    @Override
    public String description() {
        // Axis's version text is "Apache Axis version: 1.4" and a build date: the number is what reports need.
        java.util.regex.Matcher version = java.util.regex.Pattern.compile("version: (\\S+)")
                .matcher(String.valueOf(org.apache.axis.Version.getVersion()));
        return "Apache Axis " + (version.find() ? version.group(1) : "(version unknown)")
                + " WSDL2Java stub (end-of-life), HTTPSender (HTTP/1.0, a new connection per call)";
    }

    @Override
    public boolean supports(BenchmarkCall call) {
        return call != null; // the stub is generated from the whole contract
    }

    @Override
    public StackCaller open(CallSpec spec) throws StackCallException {
        BenchmarkSoapBindingStub stub;
        try {
            stub = (BenchmarkSoapBindingStub) new Benchmark_ServiceLocator().getBenchmark(new URL(spec.endpointUrl()));
        } catch (ServiceException | MalformedURLException | RuntimeException e) {
            throw Axis1Failures.of(e, "making the Axis 1 stub for " + spec.call().operation(), spec.endpointUrl());
        }
        stub.setTimeout(spec.timeoutMillis());
        return new Caller(stub, Axis1Calls.prepare(spec.call(), spec.size()), spec);
    }

    /** One worker's stub, bound to one operation with its request built. */
    private static final class Caller implements StackCaller {
        private final BenchmarkSoapBindingStub stub;
        private final Axis1Calls.Prepared prepared;
        private final String operation;
        private final String address;

        Caller(BenchmarkSoapBindingStub stub, Axis1Calls.Prepared prepared, CallSpec spec) {
            this.stub = stub;
            this.prepared = prepared;
            this.operation = spec.label();
            this.address = spec.endpointUrl();
        }

        @Override
        public long call() throws StackCallException {
            Object answer;
            try {
                answer = prepared.invoke(stub);
            } catch (RemoteException | RuntimeException e) {
                throw Axis1Failures.of(e, operation, address);
            }
            return AnswerCheck.timedNanos(operation, () -> prepared.verdict(answer));
        }

        @Override
        public void abort() {
            // Axis 1's stub has no handle on its socket; a blocked call ends at its timeout (set from the run's).
        }

        @Override
        public void close() {
            // Nothing held between calls: HTTPSender closes its connection after every answer.
        }
    }
}
