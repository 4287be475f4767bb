/** Seed 003's Latency service (doNothing, setSize, getString, getIntegers) as a CXF endpoint. */
package org.echosoap.server.cxf.latency;
