package org.echosoap.client.stackapi;

/**
 * A generated SOAP client ("client stack": CXF's JAX-WS proxy, Metro's, an Axis2 stub) as the load client drives
 * it. Each stack is a directory of jars loaded by a class loader of its own ({@code load/ClientStackLoader} in the
 * client), which finds its one implementation of this interface with {@link java.util.ServiceLoader}; only this
 * package is shared with the client, so stacks with clashing libraries (two JAX-WS implementations) never meet.
 *
 * <pre>{@code
 * ClientStack cxf = ServiceLoader.load(ClientStack.class, cxfLoader).findFirst().orElseThrow();
 * try (StackCaller caller = cxf.open(new CallSpec("http://127.0.0.1:8080/echosoap/services/Benchmark",
 *         BenchmarkCall.ECHO_INTS, 100, Duration.ofSeconds(5)))) {
 *     long checkNanos = caller.call(); // one stub call, its answer checked; throws StackCallException
 * }
 * }</pre>
 */
public interface ClientStack {

    /** The name on the command line and in scenario names: {@code cxf}, {@code metro}. */
    String key();

    /**
     * One line for reports: the stack, its version, its HTTP client ({@code CXF 4.2.3 JAX-WS proxy,
     * HttpClientHTTPConduit (java.net.http)}).
     */
    String description();

    /** Whether this stack can make {@code call} (the operations its generated client is wired to). */
    boolean supports(BenchmarkCall call);

    /**
     * A caller for one worker: its own proxy or stub, so its own keep-alive connection. Called on the thread that will
     * call it, with the stack's class loader as the context class loader.
     *
     * @throws StackCallException when the proxy cannot be made (e.g. a bad endpoint address)
     */
    StackCaller open(CallSpec spec) throws StackCallException;
}
