package org.echosoap.client.rpc;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.ClientStack;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * One pass of the whole Benchmark suite through a client stack: every operation the stack calls, at each size (the
 * unsized echoVoid once), once each, one after the other; seed 002's bottom line, "the time for running the whole
 * test suite", is what one call of this caller takes. Each operation has its own caller (the stack's stub or proxy,
 * made when the pass is opened), as the seed's BenchClient called one stub for all. The first failure ends the pass
 * and is its failure.
 *
 * <pre>{@code
 * StackCaller pass = SuitePassCaller.open(stack, "http://127.0.0.1:8080/axis1/services/Benchmark",
 *         List.of(10, 1000), Duration.ofSeconds(5));
 * long checkNanos = pass.call(); // 37 calls: echoVoid once, 18 echo, send and receive operations at two sizes
 * }</pre>
 */
final class SuitePassCaller implements StackCaller {

    private final List<StackCaller> calls;

    private SuitePassCaller(List<StackCaller> calls) {
        this.calls = calls;
    }

    /** The operations of one pass at {@code sizes}, in the contract's order. */
    static List<CallSpec> plan(ClientStack stack, String endpointUrl, List<Integer> sizes, Duration timeout) {
        List<CallSpec> plan = new ArrayList<>();
        for (BenchmarkCall call : BenchmarkCall.values()) {
            if (!stack.supports(call)) {
                continue;
            }
            if (!call.sized()) {
                plan.add(new CallSpec(endpointUrl, call, -1, timeout));
                continue;
            }
            for (int size : sizes) {
                plan.add(new CallSpec(endpointUrl, call, size, timeout));
            }
        }
        return plan;
    }

    static SuitePassCaller open(ClientStack stack, String endpointUrl, List<Integer> sizes, Duration timeout)
            throws StackCallException {
        List<StackCaller> calls = new ArrayList<>();
        try {
            for (CallSpec spec : plan(stack, endpointUrl, sizes, timeout)) {
                calls.add(stack.open(spec));
            }
        } catch (StackCallException | RuntimeException e) {
            calls.forEach(StackCaller::close);
            throw e;
        }
        return new SuitePassCaller(List.copyOf(calls));
    }

    @Override
    public long call() throws StackCallException {
        long checkNanos = 0;
        for (StackCaller c : calls) {
            checkNanos += c.call();
        }
        return checkNanos;
    }

    @Override
    public void abort() {
        calls.forEach(StackCaller::abort);
    }

    @Override
    public void close() {
        calls.forEach(StackCaller::close);
    }
}
