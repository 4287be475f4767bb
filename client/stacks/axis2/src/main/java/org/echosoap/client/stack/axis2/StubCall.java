package org.echosoap.client.stack.axis2;

import java.rmi.RemoteException;

/**
 * One Benchmark operation on a generated stub, its request objects built once: the stub call (what is timed) and the
 * check of its answer against the values sent.
 *
 * <pre>{@code
 * StubCall<BenchmarkStub> echo = AdbCalls.prepare(BenchmarkCall.ECHO_INTS, 100);
 * Object answer = echo.invoke(stub);   // serialize, send, receive, parse
 * String wrong = echo.verdict(answer); // null when right
 * }</pre>
 *
 * @param <S> the binding's generated stub class
 */
public interface StubCall<S> {

    /** The stub call; its answer as the stub returns it. */
    Object invoke(S stub) throws RemoteException;

    /** Null when the answer is right, else a one-line reason. */
    String verdict(Object answer);
}
