package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;

/**
 * The files under docker/, checked statically against the real build output (this runs after the WAR and the client
 * jar are packaged): every COPY source exists in the build context (the repository root) and is sent by
 * .dockerignore, the base is a build argument defaulting to a pinned official image, the compose file parses and
 * wires server, client, network, CPUs, health check and the results directory together. The images themselves are
 * built and run by {@code ContainersIT} where Docker runs.
 */
class DockerFilesIT {

    private static final Path ROOT = ItPaths.root();

    /** COPY/ADD sources of a Dockerfile (flags such as --chown skipped; the last argument is the destination). */
    static List<String> copySources(Path dockerfile) throws Exception {
        List<String> sources = new ArrayList<>();
        for (String line : Files.readAllLines(dockerfile)) {
            String t = line.strip();
            if (t.startsWith("COPY ") || t.startsWith("ADD ")) {
                List<String> args = new ArrayList<>(List.of(t.split("\\s+")));
                args.remove(0);
                args.removeIf(a -> a.startsWith("--"));
                sources.addAll(args.subList(0, args.size() - 1));
            }
        }
        return sources;
    }

    /**
     * The image a Dockerfile builds on by default: {@code FROM ${BASE_IMAGE}} with {@code ARG BASE_IMAGE=...} before
     * it (the base is a build argument, docker/build-images.sh passes the Debian-built one), as {@code FROM image}.
     */
    static String defaultFrom(Path dockerfile) throws Exception {
        List<String> lines = Files.readAllLines(dockerfile).stream().map(String::strip).toList();
        String from = lines.stream().filter(l -> l.startsWith("FROM ")).findFirst()
                .orElseThrow(() -> new AssertionError("no FROM in " + dockerfile));
        assertEquals("FROM ${BASE_IMAGE}", from, dockerfile + ": the base is a build argument");
        String arg = lines.stream().filter(l -> l.startsWith("ARG BASE_IMAGE=")).findFirst()
                .orElseThrow(() -> new AssertionError("no ARG BASE_IMAGE=default before FROM in " + dockerfile));
        assertTrue(lines.indexOf(arg) < lines.indexOf(from), "ARG before FROM");
        return "FROM " + arg.substring("ARG BASE_IMAGE=".length());
    }

    private static void assertImage(Path dockerfile, String expectedFromPrefix) throws Exception {
        String from = defaultFrom(dockerfile);
        assertTrue(from.startsWith("FROM " + expectedFromPrefix), from);
        String text = Files.readString(dockerfile);
        assertTrue(text.contains("LANG=C.UTF-8") && text.contains("LC_ALL=C.UTF-8"), dockerfile + ": a UTF-8 locale");
        assertTrue(text.contains("LABEL org.echosoap.base-image=${BASE_IMAGE}"), dockerfile + ": says its base");
        List<String> sources = copySources(dockerfile);
        assertFalse(sources.isEmpty(), "nothing copied in " + dockerfile);
        for (String source : sources) {
            assertTrue(Files.exists(ROOT.resolve(source)), dockerfile + " copies " + source + ", missing in the build context");
        }
    }

    @Test
    void serverImageIsTomcat11Jdk17WithEveryStacksWarAndConf() throws Exception {
        Path dockerfile = ROOT.resolve("docker/server/Dockerfile");
        assertImage(dockerfile, "tomcat:" + pomProperty("tomcat.version") + "-jdk17");
        List<String> sources = copySources(dockerfile);
        assertTrue(sources.containsAll(List.of("webapp/target/echosoap.war", "webapp/cxf/target/echosoap-cxf.war",
                "webapp/metro/target/echosoap-metro.war", "conf/tomcat/server.xml", "conf/tomcat/jvm.options")),
                sources.toString());
        for (String source : sources) {
            assertTrue(Files.exists(ROOT.resolve(source)), source + " is built by ./mvnw -DskipTests package");
        }
        assertTrue(Files.readString(dockerfile).contains("HEALTHCHECK"));
    }

    @Test
    void clientImageIsAJre17WithTheJar() throws Exception {
        Path dockerfile = ROOT.resolve("docker/client/Dockerfile");
        assertImage(dockerfile, "eclipse-temurin:17.");
        assertTrue(defaultFrom(dockerfile).contains("-jre"), "a JRE, not a JDK");
        assertEquals(List.of("client/target/echosoap-client.jar", "client/target/client-stacks"), copySources(dockerfile));
        assertTrue(Files.readString(dockerfile).contains("COPY client/target/client-stacks /opt/echosoap/client-stacks"),
                "the client stacks beside the jar, where ClientStackLoader looks");
    }

    @Test
    void composeRunsTheClientAgainstTheHealthyServerAndKeepsResults() throws Exception {
        JsonNode compose = new ObjectMapper(new YAMLFactory()).readTree(ROOT.resolve("docker/compose.yaml").toFile());
        JsonNode server = compose.path("services").path("server");
        JsonNode client = compose.path("services").path("client");
        assertFalse(server.isMissingNode() || client.isMissingNode(), "both services");
        assertFalse(compose.has("name"), "no top-level name: Debian's docker-compose 1.29 refuses it (give -p)");
        for (JsonNode service : List.of(server, client)) {
            Path context = ROOT.resolve("docker").resolve(service.path("build").path("context").asText()).normalize();
            assertEquals(ROOT.normalize(), context, "build context is the repository root");
            assertTrue(Files.exists(context.resolve(service.path("build").path("dockerfile").asText())));
            assertTrue(service.path("networks").has("echosoap-net"), service.toString());
        }
        assertEquals("bridge", compose.path("networks").path("echosoap-net").path("driver").asText(), "user-defined network");
        String subnet = compose.path("networks").path("echosoap-net").path("ipam").path("config").get(0)
                .path("subnet").asText();
        assertTrue(subnet.startsWith("10.79.231."), "addresses of our own: " + subnet);
        assertFalse(server.path("cpuset").asText().isEmpty());
        assertFalse(server.path("cpuset").asText().equals(client.path("cpuset").asText()), "CPUs of its own each side");
        assertFalse(server.path("healthcheck").path("test").isMissingNode());
        assertEquals("service_healthy", client.path("depends_on").path("server").path("condition").asText());
        String command = client.path("command").toString();
        String serverAddress = server.path("networks").path("echosoap-net").path("ipv4_address").asText();
        assertTrue(command.contains("http://" + serverAddress + ":8080/echosoap"), command);
        assertTrue(command.contains("/results/"), command);
        assertTrue(client.path("volumes").get(0).asText().matches("\\$\\{ECHOSOAP_RESULTS:-\\.\\./target/[^}]+}:/results"),
                "results on the host, not left in a volume: " + client.path("volumes"));
    }

    /** A property of the root pom, e.g. {@code tomcat.version}: the image runs the Tomcat the launcher runs. */
    private static String pomProperty(String name) throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<" + java.util.regex.Pattern.quote(name)
                + ">([^<]+)</").matcher(Files.readString(ROOT.resolve("pom.xml")));
        assertTrue(m.find(), name + " in pom.xml");
        return m.group(1);
    }

    @org.junit.jupiter.api.Test
    void bothImagesRunAsAnUnprivilegedUserFromAReleaseTag() throws Exception {
        for (String image : List.of("server", "client")) {
            List<String> lines = Files.readAllLines(ROOT.resolve("docker/" + image + "/Dockerfile")).stream()
                    .map(String::strip).filter(l -> !l.startsWith("#") && !l.isEmpty()).toList();
            String from = defaultFrom(ROOT.resolve("docker/" + image + "/Dockerfile"));
            assertTrue(from.matches("FROM [a-z0-9./-]+:\\d+\\.\\d+\\.\\d+[^ ]*"), image + ": a release tag, not a floating one: "
                    + from);
            String user = lines.stream().filter(l -> l.startsWith("USER ")).reduce((a, b) -> b).orElse("USER root");
            assertTrue(user.matches("USER [1-9][0-9]{3,}(:[1-9][0-9]{3,})?"), image + ": the last USER is a uid of its own: "
                    + user);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("HEALTHCHECK")), image + ": says how it is checked");
        }
    }

    @org.junit.jupiter.api.Test
    void theDockerignoreSendsOnlyWhatTheImagesCopy() throws Exception {
        List<String> rules = Files.readAllLines(ROOT.resolve(".dockerignore")).stream().map(String::strip)
                .filter(l -> !l.startsWith("#") && !l.isEmpty()).toList();
        assertEquals("*", rules.get(0), "everything excluded first");
        for (String image : List.of("server", "client")) {
            for (String source : copySources(ROOT.resolve("docker/" + image + "/Dockerfile"))) {
                boolean sent = false;
                for (String rule : rules) {
                    boolean include = rule.startsWith("!");
                    String glob = include ? rule.substring(1) : rule;
                    if (java.nio.file.FileSystems.getDefault().getPathMatcher("glob:" + glob).matches(Path.of(source))) {
                        sent = include;
                    }
                }
                assertTrue(sent, image + " copies " + source + ", which .dockerignore leaves out");
            }
        }
        assertFalse(rules.stream().anyMatch(r -> r.startsWith("!") && (r.contains("src") || r.contains(".git"))),
                "no sources or history in the build context");
        // The classic builder does not reach into a directory `*` excluded through a wildcard directory
        // (!webapp/*/target/x.war): every exception names its path, but for what lies below a named directory.
        for (String rule : rules.stream().filter(r -> r.startsWith("!")).toList()) {
            String path = rule.endsWith("/**") ? rule.substring(1, rule.length() - 3) : rule.substring(1);
            assertFalse(path.contains("*") || path.contains("?"), "a wildcard directory in " + rule);
        }
    }
}
