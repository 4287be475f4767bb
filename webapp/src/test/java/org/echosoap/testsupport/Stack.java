package org.echosoap.testsupport;

import java.nio.file.Path;
import java.util.List;

/**
 * The SOAP stacks echosoap deploys side by side, one WAR each, in the same Tomcat: every WAR serves the same contracts
 * under its own context ({@code services/EchoFloat}, {@code services/Benchmark}, {@code services/Latency}) next to its
 * own copy of the baselines, so a test only changes the context to cover another stack.
 *
 * <pre>{@code
 * for (Stack stack : Stack.values()) post(stack.context() + "/services/EchoFloat", ...);
 * }</pre>
 */
public enum Stack {
    /** Apache Axis2 2.0: {@code webapp/} builds echosoap.war. */
    AXIS2("axis2", "/echosoap", "webapp/target/echosoap.war", List.of(Stack.BENCHMARK_ADB, Stack.BENCHMARK_XMLBEANS)),
    /** Apache CXF 4.2: {@code webapp/cxf/} builds echosoap-cxf.war. */
    CXF("cxf", "/echosoap-cxf", "webapp/cxf/target/echosoap-cxf.war", List.of()),
    /** Eclipse Metro (JAX-WS RI) 4.0: {@code webapp/metro/} builds echosoap-metro.war. */
    METRO("metro", "/echosoap-metro", "webapp/metro/target/echosoap-metro.war", List.of()),
    /** Apache Axis 1.4 (end-of-life, the seeds' own stack): {@code webapp/axis1/} builds echosoap-axis1.war, /axis1. */
    AXIS1("axis1", "/axis1", "webapp/axis1/target/echosoap-axis1.war", List.of());

    /** The Benchmark contract on Axis2's generated ADB binding, beside the hand-written AXIOM one. */
    public static final String BENCHMARK_ADB = "/services/BenchmarkAdb";
    /** The Benchmark contract on Axis2's generated XMLBeans binding. */
    public static final String BENCHMARK_XMLBEANS = "/services/BenchmarkXmlBeans";

    /** The SOAP services every stack serves, below its context. */
    private static final List<String> CONTRACT_SERVICES = List.of("/services/EchoFloat", "/services/Benchmark",
            "/services/Latency");

    private final String id;
    private final String context;
    private final String war;
    private final List<String> moreServices;

    Stack(String id, String context, String war, List<String> moreServices) {
        this.id = id;
        this.context = context;
        this.war = war;
        this.moreServices = moreServices;
    }

    /**
     * Every SOAP service of this stack's WAR, below its context: the three contracts, then the other bindings of a
     * contract the WAR serves too (Axis2: Benchmark on ADB and XMLBeans).
     */
    public List<String> soapServices() {
        return java.util.stream.Stream.concat(CONTRACT_SERVICES.stream(), moreServices.stream()).toList();
    }

    /** The name on the command line and in the hostile cases: {@code axis2}, {@code cxf}, {@code metro}, {@code axis1}. */
    public String id() {
        return id;
    }

    /** The context path, with a leading slash and none at the end: {@code /echosoap-cxf}, {@code /axis1}. */
    public String context() {
        return context;
    }

    /** The WAR the build makes, below the project root. */
    public Path war() {
        return ItPaths.root().resolve(war);
    }

    /** The WARs to deploy next to echosoap.war: every stack but Axis2's. */
    public static List<Path> otherStackWars() {
        return java.util.Arrays.stream(values()).filter(s -> s != AXIS2).map(Stack::war).toList();
    }
}
