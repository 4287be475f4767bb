/**
 * The transports that are not HTTP, behind {@code load}'s {@code Transport} seam, one {@code TransportProvider} each
 * ({@code META-INF/services}): Java RMI ({@code RmiTransport}, its socket factory {@code RmiSockets}), gRPC, CORBA
 * ({@code CorbaSockets}), the raw TCP ping-pong, and calls through a client stack ({@code ClientStackTransport},
 * loaded by {@code ClientStackLoader} in a class loader of its own). Their bytes are counted by {@code wire}'s
 * counting socket. Imports {@code load}'s seam, {@code wire}, {@code scenario}, {@code config}, {@code result} and
 * the stack API; must not import {@code http}, {@code cli}, {@code suite} or what reads results.
 */
package org.echosoap.client.rpc;
