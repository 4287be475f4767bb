/**
 * TLS for the HTTP transports: the client context (trust, protocols) and what a handshake costs, so that a
 * TLS run measures the same request bytes as a plain one. Used by {@code load} (and {@code cli}'s trust check);
 * imports {@code config} only.
 */
package org.echosoap.client.load.tls;
