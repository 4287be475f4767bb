package org.echosoap.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the ITs find the launcher, the WARs and the unpacked Tomcat, and where they may write. The ITs of every module
 * (webapp, each stack's WAR module, webapp/allstacks, client) run the one launcher at the project root, which deploys
 * from {@code webapp/target}; each module's own server bases and logs go below its own {@code target}.
 */
public final class ItPaths {

    private ItPaths() {
    }

    /**
     * The project root holding the {@code echosoap} launcher: the {@code echosoap.root} system property that
     * Failsafe passes (the parent pom), else the nearest directory at or above the working directory that holds the
     * launcher and {@code conf/stacks.tsv} (Surefire and IDE runs start in a module's directory, one or two levels
     * down).
     */
    public static Path root() {
        String property = System.getProperty("echosoap.root");
        Path root = property == null || property.isBlank() ? searchUpwards(Path.of("").toAbsolutePath())
                : Path.of(property).toAbsolutePath();
        if (!Files.isExecutable(root.resolve("echosoap"))) {
            throw new IllegalStateException("no executable echosoap launcher in " + root
                    + " (set -Dechosoap.root=<project root>)");
        }
        return root.normalize();
    }

    private static Path searchUpwards(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isExecutable(dir.resolve("echosoap")) && Files.isRegularFile(dir.resolve("conf/stacks.tsv"))) {
                return dir;
            }
        }
        return start; // root() names it in its error
    }

    public static Path launcher() {
        return root().resolve("echosoap");
    }

    /**
     * {@code webapp/target}: where the build puts echosoap.war and the unpacked Tomcat that the launcher runs. ITs
     * that write below it (server bases, logs) share it with every module; {@link #moduleTarget()} is their own.
     */
    public static Path webappTarget() {
        return root().resolve("webapp").resolve("target");
    }

    /**
     * The running module's build directory ({@code echosoap.it.target}, which Failsafe passes from the parent pom,
     * else {@code target} in the working directory): server bases and launcher output of this module's ITs, so that
     * {@code mvn clean} of the module removes them and two modules' ITs never share a base.
     */
    public static Path moduleTarget() {
        String property = System.getProperty("echosoap.it.target");
        return (property == null || property.isBlank() ? Path.of("target") : Path.of(property)).toAbsolutePath()
                .normalize();
    }

    public static Path war() {
        return webappTarget().resolve("echosoap.war");
    }

    /**
     * {@code webapp/sample-orders/target/sample-orders.war}: the sample third-party JAX-WS service (Metro) that ITs
     * deploy next to echosoap.war; the reactor packages it before the webapp's and the client's ITs run.
     */
    public static Path sampleOrdersWar() {
        return root().resolve("webapp").resolve("sample-orders").resolve("target").resolve("sample-orders.war");
    }

    /** {@code conf/examples/orders}: the hand-written requests for sample-orders. */
    public static Path orderExamples() {
        return root().resolve("conf").resolve("examples").resolve("orders");
    }

    /**
     * The unpacked stock distribution {@code webapp/target/tomcat/apache-tomcat-*}: the one copy, unpacked by
     * webapp's package phase (every IT module depends on echosoap-webapp, so the reactor builds it first) and found
     * there by the launcher too.
     */
    public static Path tomcatDistribution() throws java.io.IOException {
        Path parent = webappTarget().resolve("tomcat");
        try (var dirs = Files.list(parent)) {
            return dirs.filter(p -> p.getFileName().toString().startsWith("apache-tomcat-"))
                    .filter(Files::isDirectory)
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no apache-tomcat-* under " + parent
                            + " (run ./mvnw package first)"));
        }
    }
}
