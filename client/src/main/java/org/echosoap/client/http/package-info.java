/**
 * The HTTP transports behind {@code load}'s {@code Transport} seam, found through {@code HttpTransports} (a {@code
 * TransportProvider}): {@code --transport}'s nio (the default; {@code NioChannel}s that the engine's event loops
 * drive), core (HttpCore's blocking connection) and httpclient (HttpClient 5 whole), the split between a plain and a
 * TLS connector ({@code SchemeTransport}), request heads written once ({@code RequestMessages}), the client's one
 * answer-head parser ({@code ResponseHead}, which the core transport reaches through {@code LeanResponseParser}), and
 * the preflight's count of an exchange's bytes ({@code HttpWireBytes}). TLS is {@code tls}, a decorator of the
 * connection. Imports {@code load}'s seam, {@code wire}, {@code scenario}, {@code config} and {@code result}; must not
 * import {@code rpc}, {@code cli}, {@code suite} or what reads results.
 */
package org.echosoap.client.http;
