/**
 * The measuring engine: workers (closed and open loop, on blocked threads or on {@code EventLoop}s over {@code
 * LoopChannel}s), blocks and epochs, priming, the stopping rule ({@link org.echosoap.client.load.Measurement}),
 * preflight, the observers and the progress line, and the seam every transport sits behind: {@code Transport}, its
 * channels, {@code Exchange} (one exchange's outcome), {@code ResponseReader} (the body's check), {@code Failures}
 * (an error's kind) and {@code TransportProvider}, through which it finds the transports ({@code http}, {@code rpc})
 * without importing them. It fills in {@code result} and starts {@code host}'s sampling; it must not import {@code
 * http}, {@code rpc}, {@code cli} or {@code suite}, nor the live metrics (they watch it through the observer seam
 * that only {@code Measurement} calls).
 */
package org.echosoap.client.load;
