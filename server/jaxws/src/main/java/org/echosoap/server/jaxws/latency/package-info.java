/**
 * Seed 003's Latency service (doNothing, setSize, getString, getIntegers) as a JAX-WS service, the same on CXF and
 * Metro ({@link org.echosoap.server.jaxws.latency.LatencyOperations}).
 */
package org.echosoap.server.jaxws.latency;
