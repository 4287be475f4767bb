package org.echosoap.server.services.benchmark.bindings;

/**
 * A request to a generated binding of the Benchmark service (ADB, XMLBeans) breaks the contract: the skeleton's
 * checks throw it with the whole one-line reason ({@code "echoInts: more than 100000 input elements"}), and
 * {@link GeneratedReceivers} answers it as a SOAP Fault with faultcode {@code Client}. Unchecked, because the generated
 * skeleton interfaces declare no exceptions.
 *
 * <pre>{@code
 * BenchmarkChecks checks = new BenchmarkChecks(BindingFault::new);
 * }</pre>
 */
public final class BindingFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BindingFault(String reason) {
        super(reason, null, false, false); // an answer, not a bug: no stack trace
    }
}
