package org.echosoap.client.stack.axis2;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.apache.axis2.AxisFault;
import org.apache.axis2.client.Stub;
import org.apache.axis2.context.ConfigurationContext;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.ClientStack;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * An Axis2 generated client stub as a client stack: each worker its own stub (made with the stack's shared
 * ConfigurationContext, as Axis2 advises) and its own HTTP client and keep-alive connection ({@link Axis2Connection}).
 * The two bindings differ only in their generated classes: {@link Adb}, {@link XmlBeans}.
 *
 * @param <S> the binding's generated stub class
 */
public abstract class Axis2ClientStack<S extends Stub> implements ClientStack {

    private final String key;
    private final String binding;

    private Axis2ClientStack(String key, String binding) {
        this.key = key;
        this.binding = binding;
    }

    /** Seed 002's "AXIS2A": the stub with ADB, Axis2's own data binding. */
    public static final class Adb extends Axis2ClientStack<org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub> {
        public Adb() {
            super("axis2-adb", "ADB");
        }

        @Override
        org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub stub(ConfigurationContext context, String address)
                throws AxisFault {
            return new org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub(context, address);
        }

        @Override
        StubCall<org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub> prepare(BenchmarkCall call, int size) {
            return AdbCalls.prepare(call, size);
        }
    }

    /** Seed 002's "AXIS2X": the stub with Apache XMLBeans data binding. */
    public static final class XmlBeans
            extends Axis2ClientStack<org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub> {
        public XmlBeans() {
            super("axis2-xmlbeans", "XMLBeans");
        }

        @Override
        org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub stub(ConfigurationContext context,
                                                                             String address) throws AxisFault {
            return new org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub(context, address);
        }

        @Override
        StubCall<org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub> prepare(BenchmarkCall call, int size) {
            return XmlBeansCalls.prepare(call, size);
        }
    }

    abstract S stub(ConfigurationContext context, String address) throws AxisFault;

    abstract StubCall<S> prepare(BenchmarkCall call, int size);

    @Override
    public String key() {
        return key;
    }

    @Override
    public String description() {
        return "Apache Axis2 " + version("axis2.version") + " " + binding + " stub (wsdl2java " + version("codegen.version")
                + "), HTTPClient5TransportSender (HttpClient 5, one keep-alive connection per stub)";
    }

    @Override
    public boolean supports(BenchmarkCall call) {
        return call != null; // the stubs are generated from the whole contract
    }

    @Override
    public StackCaller open(CallSpec spec) throws StackCallException {
        ConfigurationContext context = Axis2Runtime.context();
        Axis2Connection connection = Axis2Connection.open(spec);
        try {
            S stub = stub(context, spec.endpointUrl());
            connection.configure(stub);
            return new Axis2Caller<>(stub, connection, prepare(spec.call(), spec.size()), spec);
        } catch (AxisFault | RuntimeException e) {
            connection.close(org.apache.hc.core5.io.CloseMode.IMMEDIATE);
            throw Axis2Failures.of(e, "making the " + binding + " stub for " + spec.call().operation(),
                    spec.endpointUrl());
        }
    }

    /** A version this module was built with, from its filtered client-stack.properties. */
    static String version(String name) {
        Properties p = new Properties();
        try (InputStream in = Axis2ClientStack.class.getResourceAsStream("/client-stack.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "(version unknown)";
        }
        return p.getProperty(name, "(version unknown)");
    }
}
