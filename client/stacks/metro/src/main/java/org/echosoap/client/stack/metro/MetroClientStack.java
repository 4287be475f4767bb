package org.echosoap.client.stack.metro;

import jakarta.xml.ws.BindingProvider;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import org.echosoap.client.stack.jaxws.BenchmarkPortCalls;
import org.echosoap.client.stack.jaxws.JaxwsCaller;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.ClientStack;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * Eclipse Metro's (the JAX-WS RI's) proxy of the wsimport-generated {@code Benchmark} interface, each worker its own
 * proxy. Metro sends on the JDK's {@code HttpURLConnection}, whose keep-alive cache is the JVM's (per host and port,
 * shared by every proxy): a worker reuses a connection between its calls, though not necessarily the same one each
 * time. Defaults kept but for the timeouts, set on the request context.
 */
public final class MetroClientStack implements ClientStack {

    /** Metro's request-context keys ({@code com.sun.xml.ws.developer.JAXWSProperties}), in milliseconds. */
    static final String CONNECT_TIMEOUT = "com.sun.xml.ws.connect.timeout";
    static final String REQUEST_TIMEOUT = "com.sun.xml.ws.request.timeout";

    @Override
    public String key() {
        return "metro";
    }

    @Override
    public String description() {
        return "Eclipse Metro " + version() + " JAX-WS proxy (wsimport), the JDK's HttpURLConnection";
    }

    @Override
    public boolean supports(BenchmarkCall call) {
        return BenchmarkPortCalls.supports(call);
    }

    @Override
    public StackCaller open(CallSpec spec) throws StackCallException {
        return JaxwsCaller.open(spec, (port, s) -> {
            Map<String, Object> context = ((BindingProvider) port).getRequestContext();
            context.put(CONNECT_TIMEOUT, s.timeoutMillis());
            context.put(REQUEST_TIMEOUT, s.timeoutMillis());
        }, JaxwsCaller.StackFaults.none());
    }

    /** The Metro version this module was built with. */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = MetroClientStack.class.getResourceAsStream("/client-stack.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "(version unknown)";
        }
        return p.getProperty("version", "(version unknown)");
    }
}
