/**
 * The JAX-WS endpoint code CXF and Metro share: the Benchmark and Latency operations and the Benchmark request
 * checks, on the values JAXB bound. Not a module of its own: these sources are compiled into {@code server/cxf} and
 * {@code server/metro} (each adds {@code server/jaxws/src/main/java} with build-helper's {@code add-source}), each
 * time against the service interfaces and JAXB classes that stack's own generator makes from the WSDLs at build
 * time, into the same packages on both stacks ({@code org.echosoap.server.jaxws.generated.echofloat},
 * {@code .benchmark}, {@code .latency}; CXF's wsdl2java, Metro's wsimport; not in the repository). The generated
 * classes have the same names on both stacks but differ inside (each stack's converters, through its binding file),
 * which is why this code is compiled twice rather than shared as a jar.
 *
 * <p>What a stack does its own way stays in its module: the {@code @WebService} endpoint classes (each names its
 * WSDL's location) that extend the operations here, the Client fault, the reasons the stack words its own way (its
 * subclass of {@link org.echosoap.server.jaxws.benchmark.BenchmarkRequestChecks}), and how a value its converters
 * refused reaches the service (Metro: as null, recorded in {@code RefusedValues}; CXF fails the request while
 * binding).
 */
package org.echosoap.server.jaxws;
