/**
 * What every SOAP stack's services promise, independent of the stack: the values the Benchmark {@code send*}
 * operations answer ({@link org.echosoap.server.contract.SendValues}), how much one request may ask for
 * ({@link org.echosoap.server.contract.BenchmarkLimits}) and the structural limits of any XML a request carries
 * ({@link org.echosoap.server.contract.XmlLimits}); for the JAX-WS stacks, the checks they make on bound values
 * ({@link org.echosoap.server.contract.BenchmarkChecks}) and the send answers as lists
 * ({@link org.echosoap.server.contract.SendLists}). Axis2 (module {@code server}), CXF and Metro (modules under
 * {@code server/}) implement the same contract against these.
 */
package org.echosoap.server.contract;
