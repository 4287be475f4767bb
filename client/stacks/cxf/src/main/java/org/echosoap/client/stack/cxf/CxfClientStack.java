package org.echosoap.client.stack.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.echosoap.client.stack.jaxws.BenchmarkPortCalls;
import org.echosoap.client.stack.jaxws.JaxwsCaller;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.ClientStack;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * Apache CXF's JAX-WS proxy of the wsdl2java-generated {@code Benchmark} interface, each worker its own proxy, so its
 * own HTTP conduit and keep-alive connection. CXF's defaults are kept (they are what a CXF user pays), but for the
 * timeouts, set to the run's on the conduit's {@link HTTPClientPolicy}.
 */
public final class CxfClientStack implements ClientStack {

    /**
     * CXF logs through java.util.logging: at INFO every proxy made from a WSDL ("Creating Service ... from WSDL"), at
     * WARNING every failed call with its stack trace ("Interceptor ... has thrown exception, unwinding now"). The
     * client reports each failure itself, in one line and counted by kind, so CXF's log is off. Held here: JUL keeps
     * loggers weakly, and a collected one forgets its level.
     */
    private static final Logger CXF_LOG = Logger.getLogger("org.apache.cxf");

    static {
        CXF_LOG.setLevel(Level.OFF);
    }

    @Override
    public String key() {
        return "cxf";
    }

    /** CXF's switch to its URLConnection conduit (read by its HTTPTransportFactory), e.g. from JAVA_OPTS. */
    static final String FORCE_URL_CONNECTION = "org.apache.cxf.transport.http.forceURLConnection";

    /** The conduit class the last proxy got (what CXF actually chose), or null before the first. */
    private static volatile String conduitSeen;

    @Override
    public String description() {
        // CXF 4.2's HTTPTransportFactory makes an HttpClientHTTPConduit unless forceURLConnection is set.
        String conduit = conduitSeen != null ? conduitSeen : Boolean.getBoolean(FORCE_URL_CONNECTION)
                ? "URLConnectionHTTPConduit" : "HttpClientHTTPConduit";
        return "Apache CXF " + version() + " JAX-WS proxy (wsdl2java), " + conduit
                + (conduit.startsWith("HttpClient") ? " (java.net.http)" : " (HttpURLConnection)");
    }

    @Override
    public boolean supports(BenchmarkCall call) {
        return BenchmarkPortCalls.supports(call);
    }

    @Override
    public StackCaller open(CallSpec spec) throws StackCallException {
        return JaxwsCaller.open(spec, (port, s) -> {
            Client client = ClientProxy.getClient(port);
            HTTPConduit conduit = (HTTPConduit) client.getConduit();
            conduitSeen = conduit.getClass().getSimpleName();
            HTTPClientPolicy policy = new HTTPClientPolicy();
            policy.setConnectionTimeout(s.timeoutMillis());
            policy.setReceiveTimeout(s.timeoutMillis());
            conduit.setClient(policy);
        }, CxfClientStack::faultIn);
    }

    /**
     * A SOAP Fault as CXF reports it: JAX-WS says a fault is a {@code SOAPFaultException}, but CXF builds one only
     * with a SAAJ implementation on its class path, which its own modules do not bring; without one the call throws
     * a {@code WebServiceException} around CXF's {@link SoapFault}. Read from there, with its code and reason.
     */
    static StackCallException faultIn(Throwable e, String operation, String address) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SoapFault fault) {
                String code = fault.getFaultCode() == null ? "?" : fault.getFaultCode().getLocalPart();
                return new StackCallException(StackCallException.Kind.SOAP_FAULT, operation + " on " + address
                        + ": SOAP Fault (" + code + "): " + fault.getMessage());
            }
        }
        return null;
    }

    /** The CXF version this module was built with. */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = CxfClientStack.class.getResourceAsStream("/client-stack.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "(version unknown)";
        }
        return p.getProperty("version", "(version unknown)");
    }
}
