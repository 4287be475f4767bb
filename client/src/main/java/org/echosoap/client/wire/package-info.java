/**
 * Bytes on the wire: {@code CountingSocket}, the one counting socket every transport that counts its bytes uses
 * (HTTP's preflight count, under TLS too; RMI; CORBA), its {@code WireCounter} and the thread-safe {@code WireCounts}
 * (which gRPC's Netty socket counts into as well). The JDK only: it imports no package of the client.
 */
package org.echosoap.client.wire;
