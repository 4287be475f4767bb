/** Seed 003's Latency service on Axis 1.4. */
package org.echosoap.server.axis1.latency;
