/** The SOAP Benchmark Suite's 19 operations on Axis 1.4 (the stack seed 002 measured against Axis2). */
package org.echosoap.server.axis1.benchmark;
