/**
 * TLS for the HTTP transports, as a decorator of their connections (an {@code SSLSocket} layered on the plain socket,
 * {@code TlsByteChannel} over a non-blocking channel): the client context (trust, protocols) and what a handshake
 * costs, so that a TLS run measures the same request bytes as a plain one. Used by {@code http} (and {@code cli}'s
 * trust check); imports {@code config} only.
 */
package org.echosoap.client.http.tls;
