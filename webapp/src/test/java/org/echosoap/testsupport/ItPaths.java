package org.echosoap.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the ITs find the launcher, the WAR and the unpacked Tomcat, and where they may write. */
public final class ItPaths {

    private ItPaths() {
    }

    /**
     * The project root holding the {@code echosoap} launcher: the {@code echosoap.root} system property that
     * Failsafe passes, else the parent of this module's directory (Failsafe's working directory).
     */
    public static Path root() {
        String property = System.getProperty("echosoap.root");
        Path root = property == null || property.isBlank()
                ? Path.of("").toAbsolutePath().getParent()
                : Path.of(property).toAbsolutePath();
        if (!Files.isExecutable(root.resolve("echosoap"))) {
            throw new IllegalStateException("no executable echosoap launcher in " + root
                    + " (set -Dechosoap.root=<project root>)");
        }
        return root.normalize();
    }

    public static Path launcher() {
        return root().resolve("echosoap");
    }

    /** {@code webapp/target}: all IT output (server bases, logs, copied Tomcats) goes below it. */
    public static Path webappTarget() {
        return root().resolve("webapp").resolve("target");
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

    /** The unpacked stock distribution {@code webapp/target/tomcat/apache-tomcat-*} (package phase). */
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
