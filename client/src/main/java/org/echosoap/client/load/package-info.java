/**
 * The measuring engine: workers (closed and open loop), blocks and epochs, priming, the stopping rule
 * ({@link org.echosoap.client.load.Measurement}), preflight, and the transports behind the {@link
 * org.echosoap.client.load.Transport} seam (NIO HTTP by default, HttpCore, HttpClient, RMI, CORBA, gRPC, the TCP
 * ping-pong, calls through a client stack), with host sampling and the progress line. It fills in {@code result};
 * it must not import {@code cli} or {@code suite}, nor the live metrics (they watch it through the observer seam
 * that only {@code Measurement} calls).
 */
package org.echosoap.client.load;
