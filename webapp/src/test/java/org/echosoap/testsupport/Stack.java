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
    AXIS2("axis2", "/echosoap", "webapp/target/echosoap.war"),
    /** Apache CXF 4.2: {@code webapp/cxf/} builds echosoap-cxf.war. */
    CXF("cxf", "/echosoap-cxf", "webapp/cxf/target/echosoap-cxf.war"),
    /** Eclipse Metro (JAX-WS RI) 4.0: {@code webapp/metro/} builds echosoap-metro.war. */
    METRO("metro", "/echosoap-metro", "webapp/metro/target/echosoap-metro.war"),
    /** Apache Axis 1.4 (end-of-life, the seeds' own stack): {@code webapp/axis1/} builds echosoap-axis1.war, /axis1. */
    AXIS1("axis1", "/axis1", "webapp/axis1/target/echosoap-axis1.war");

    private final String id;
    private final String context;
    private final String war;

    Stack(String id, String context, String war) {
        this.id = id;
        this.context = context;
        this.war = war;
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
