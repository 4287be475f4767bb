/**
 * The SOAP Benchmark Suite's 19 operations as a JAX-WS service, the same on CXF and Metro
 * ({@link org.echosoap.server.jaxws.benchmark.BenchmarkOperations}), and the checks both stacks make on a request
 * ({@link org.echosoap.server.jaxws.benchmark.BenchmarkRequestChecks}, each stack's subclass with its own wording).
 */
package org.echosoap.server.jaxws.benchmark;
