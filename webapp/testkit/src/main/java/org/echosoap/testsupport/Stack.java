package org.echosoap.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The SOAP stacks echosoap deploys side by side, one WAR each, in the same Tomcat: every WAR serves the same contracts
 * under its own context ({@code services/EchoFloat}, {@code services/Benchmark}, {@code services/Latency}) next to its
 * own copy of the baselines, so a test only changes the context to cover another stack. Where each WAR is built and
 * deployed comes from {@code conf/stacks.tsv}, the table the launcher reads.
 *
 * <pre>{@code
 * for (Stack stack : Stack.values()) post(stack.context() + "/services/EchoFloat", ...);
 * }</pre>
 */
public enum Stack {
    /** Apache Axis2 2.0: {@code webapp/} builds echosoap.war. */
    AXIS2("axis2", List.of(Stack.BENCHMARK_ADB, Stack.BENCHMARK_XMLBEANS)),
    /** Apache CXF 4.2: {@code webapp/cxf/} builds echosoap-cxf.war. */
    CXF("cxf", List.of()),
    /** Eclipse Metro (JAX-WS RI) 4.0: {@code webapp/metro/} builds echosoap-metro.war. */
    METRO("metro", List.of()),
    /** Apache Axis 1.4 (end-of-life, the seeds' own stack): {@code webapp/axis1/} builds echosoap-axis1.war, /axis1. */
    AXIS1("axis1", List.of());

    /** The Benchmark contract on Axis2's generated ADB binding, beside the hand-written AXIOM one. */
    public static final String BENCHMARK_ADB = "/services/BenchmarkAdb";
    /** The Benchmark contract on Axis2's generated XMLBeans binding. */
    public static final String BENCHMARK_XMLBEANS = "/services/BenchmarkXmlBeans";

    /** The SOAP services every stack serves, below its context. */
    private static final List<String> CONTRACT_SERVICES = List.of("/services/EchoFloat", "/services/Benchmark",
            "/services/Latency");

    private final String id;
    private final List<String> moreServices;

    Stack(String id, List<String> moreServices) {
        this.id = id;
        this.moreServices = moreServices;
    }

    /**
     * conf/stacks.tsv's cells for this stack: key, kind, module, file, context, default, port.
     *
     * @throws IllegalStateException when the table has no row for it
     */
    String[] row() {
        try {
            for (String line : Files.readAllLines(ItPaths.root().resolve("conf/stacks.tsv"))) {
                String[] cells = line.split("\t", -1);
                if (!line.startsWith("#") && cells[0].equals(id)) {
                    return cells;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("conf/stacks.tsv has no row for " + id);
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
        return "/" + row()[4];
    }

    /** The WAR the build makes, below the project root. */
    public Path war() {
        String[] row = row();
        return ItPaths.root().resolve(row[2]).resolve("target").resolve(row[3]);
    }

    /** The WARs to deploy next to echosoap.war: every stack but Axis2's. */
    public static List<Path> otherStackWars() {
        return java.util.Arrays.stream(values()).filter(s -> s != AXIS2).map(Stack::war).toList();
    }
}
