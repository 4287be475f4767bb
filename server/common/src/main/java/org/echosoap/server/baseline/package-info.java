/**
 * Baseline servlets: the fixed HTTP + servlet overhead that the client subtracts from each SOAP endpoint.
 * They answer with Axis2's exact response bytes and framing ({@link org.echosoap.server.baseline.EchoFloatResponseTemplate}).
 */
package org.echosoap.server.baseline;
