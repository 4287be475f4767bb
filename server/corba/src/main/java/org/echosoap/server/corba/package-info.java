/**
 * Seed 003's Latency calls plus echoFloat over CORBA/IIOP (server/contract's {@code latency.idl}, its Java in
 * {@code org.echosoap.server.corba.latency} there): {@link org.echosoap.server.corba.LatencyServant} answers them,
 * {@link org.echosoap.server.corba.CorbaServer} serves it with the Eclipse ORB on one address and port as {@code
 * corbaloc:iiop:1.2@HOST:PORT/Latency}, every GIOP message bounded ({@link org.echosoap.server.corba.GiopLimits}),
 * {@link org.echosoap.server.corba.Main} is {@code echosoap-corba.jar}.
 */
package org.echosoap.server.corba;
