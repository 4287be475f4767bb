package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.echosoap.server.stacks.StackRows;

/**
 * Where a checkout keeps what the launcher runs: the WARs and jars its build made, the unpacked Tomcat, {@code conf/}
 * and the default server bases. The bash launcher passes the checkout as {@code -Dechosoap.root}.
 *
 * <pre>{@code
 * ProjectLayout layout = ProjectLayout.fromSystemProperty();
 * Path war = layout.echosoapWar(); // <root>/webapp/target/echosoap.war
 * }</pre>
 */
public record ProjectLayout(Path root) {

    /** The system property the bash launcher sets to the checkout's directory. */
    public static final String ROOT_PROPERTY = "echosoap.root";

    public ProjectLayout {
        root = root.toAbsolutePath().normalize();
    }

    /** The checkout named by {@value #ROOT_PROPERTY}, else the working directory. */
    public static ProjectLayout fromSystemProperty() {
        String root = System.getProperty(ROOT_PROPERTY);
        return new ProjectLayout(Path.of(root == null || root.isBlank() ? "" : root));
    }

    public Path conf() {
        return root.resolve("conf");
    }

    public Path stackTable() {
        return conf().resolve("stacks.tsv");
    }

    /** {@code conf/NAME/jvm.options}: the JVM options of Tomcat ({@code tomcat}) or an RPC server. */
    public Path jvmOptions(String name) {
        return conf().resolve(name).resolve("jvm.options");
    }

    public Path serverXml() {
        return conf().resolve("tomcat").resolve("server.xml");
    }

    public Path tlsConnectorXml() {
        return conf().resolve("tomcat").resolve("tls-connector.xml");
    }

    public Path echosoapWar() {
        return root.resolve("webapp").resolve("target").resolve("echosoap.war");
    }

    /** The one WAR besides the stacks' that the launcher knows (and builds): the sample third-party service. */
    public Path sampleOrdersWar() {
        return root.resolve("webapp").resolve("sample-orders").resolve("target").resolve("sample-orders.war");
    }

    /** A stack's WAR: {@code MODULE/target/FILE} as its row in {@code conf/stacks.tsv} says. */
    public Path stackWar(StackRows.Row row) {
        return root.resolve(row.module()).resolve("target").resolve(row.file());
    }

    /** A server stack's start script: {@code MODULE/FILE}. */
    public Path stackScript(StackRows.Row row) {
        return root.resolve(row.module()).resolve(row.file());
    }

    /** {@code server/NAME/target/echosoap-NAME.jar}: an RPC server's executable jar. */
    public Path rpcJar(String name) {
        return root.resolve("server").resolve(name).resolve("target").resolve("echosoap-" + name + ".jar");
    }

    /** This module's own executable jar (the bash launcher builds it first, then asks it what else to build). */
    public Path launcherJar() {
        return root.resolve("server").resolve("launcher").resolve("target").resolve("echosoap-launcher.jar");
    }

    public Path clientJar() {
        return root.resolve("client").resolve("target").resolve("echosoap-client.jar");
    }

    /** The WSDLs SOAP::Lite serves (the contract's, the same files as echosoap.war's): {@code NAME.wsdl}. */
    public Path soapLiteWsdlDir() {
        return root.resolve("server").resolve("contract").resolve("src").resolve("main").resolve("resources")
                .resolve("wsdl");
    }

    public Path testHostsScript() {
        return conf().resolve("testhosts").resolve("testhosts.sh");
    }

    /** The launcher script itself (crosshost runs it inside the server's namespace). */
    public Path launcherScript() {
        return root.resolve("echosoap");
    }

    /** {@code target/NAME} below the checkout: default bases and output directories. */
    public Path target(String name) {
        return root.resolve("target").resolve(name);
    }

    public Path defaultServerBase() {
        return target("server");
    }

    public Path tomcatDistributions() {
        return root.resolve("webapp").resolve("target").resolve("tomcat");
    }

    /** The unpacked distribution {@code webapp/target/tomcat/apache-tomcat-*} with an executable catalina.sh. */
    public Optional<Path> tomcatHome() {
        Path parent = tomcatDistributions();
        if (!Files.isDirectory(parent)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(parent)) {
            return dirs.filter(p -> p.getFileName().toString().startsWith("apache-tomcat-"))
                    .filter(p -> Files.isExecutable(p.resolve("bin").resolve("catalina.sh")))
                    .sorted()
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
