package org.echosoap.client.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServicePort;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.echosoap.client.cli.Main;
import org.echosoap.client.config.Share;
import org.echosoap.client.config.StartTime;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The Kubernetes manifests under {@code docker/k8s/}, checked statically: no cluster runs where this project is built,
 * so each document is read into fabric8's typed Kubernetes model (the classes a Kubernetes client works with; a key
 * the model does not know is a failure here, not an ignored typo) and its wiring is checked: names, labels and
 * selectors, images, the Indexed completion mode, parallelism = completions = the plan's client count, and the
 * client's arguments, each {@code $(VAR)} filled in from the plan's ConfigMap the way the kubelet fills it in, parsed
 * by the client's own command line for every index: the shares of all indexes add up to the whole plan.
 */
class K8sManifestsTest {

    private static final Pattern VARIABLE = Pattern.compile("\\$\\(([A-Z_][A-Z0-9_]*)\\)");
    /** The env variable an Indexed Job's pods carry their index in. */
    private static final String INDEX = "JOB_COMPLETION_INDEX";

    /**
     * Jackson 2, the project's Jackson: fabric8's model classes carry the {@code com.fasterxml.jackson.annotation}
     * annotations it reads. (fabric8 8 itself brings Jackson 3, whose databind needs jackson-annotations 2.20+; the
     * project pins 2.19, so Jackson 3 is left out of the test class path.)
     */
    private static final ObjectMapper MODEL_READER = new ObjectMapper();

    private static Path k8s;
    private static Map<String, List<JsonNode>> byKind;

    @BeforeAll
    static void readManifests() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isRegularFile(root.resolve("echosoap"))) {
            root = root.getParent();
        }
        assertNotNull(root, "no repository root (with the echosoap launcher) above " + Path.of("").toAbsolutePath());
        k8s = root.resolve("docker/k8s");
        byKind = new LinkedHashMap<>();
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        try (Stream<Path> files = Files.list(k8s)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                for (JsonNode doc : yaml.readerFor(JsonNode.class).readValues(file.toFile()).readAll().stream()
                        .map(JsonNode.class::cast).toList()) {
                    if (doc != null && !doc.isNull() && !doc.isMissingNode()) {
                        byKind.computeIfAbsent(doc.path("kind").asText(), k -> new ArrayList<>()).add(doc);
                    }
                }
            }
        }
    }

    /** The one document of {@code kind}, read into fabric8's model. */
    private static <T> T one(String kind, Class<T> type) {
        List<JsonNode> docs = byKind.getOrDefault(kind, List.of());
        assertEquals(1, docs.size(), "one " + kind + " in docker/k8s: " + byKind.keySet());
        T model;
        try {
            model = MODEL_READER.treeToValue(docs.get(0), type);
        } catch (IOException e) {
            throw new AssertionError(kind + " does not fit the Kubernetes model: " + e.getMessage(), e);
        }
        List<String> unknown = new ArrayList<>();
        unknownKeys(model, kind, unknown);
        assertEquals(List.of(), unknown, "keys the Kubernetes model does not know (typos?)");
        return model;
    }

    private static Job job() {
        return one("Job", Job.class);
    }

    private static Map<String, String> plan() {
        return one("ConfigMap", ConfigMap.class).getData();
    }

    private static Container client() {
        List<Container> containers = job().getSpec().getTemplate().getSpec().getContainers();
        assertEquals(1, containers.size());
        return containers.get(0);
    }

    @Test
    void everyFileIsAKnownKindWithTheProjectsLabel() {
        assertEquals(List.of("ConfigMap", "Deployment", "Job", "PersistentVolumeClaim", "Pod", "Service"),
                byKind.keySet().stream().sorted().toList());
        for (List<JsonNode> docs : byKind.values()) {
            for (JsonNode doc : docs) {
                assertEquals("echosoap", doc.path("metadata").path("labels").path("app.kubernetes.io/name").asText(),
                        doc.path("metadata").path("name").asText());
            }
        }
    }

    @Test
    void theJobIsIndexedWithOnePodPerClientOfThePlan() {
        Job job = job();
        assertEquals("echosoap-clients", job.getMetadata().getName());
        assertEquals("Indexed", job.getSpec().getCompletionMode());
        int clients = Integer.parseInt(plan().get("CLIENTS"));
        assertEquals(clients, job.getSpec().getCompletions(), "completions = CLIENTS of the plan");
        assertEquals(clients, job.getSpec().getParallelism(), "every client runs at once");
        assertEquals(0, job.getSpec().getBackoffLimit(), "a retried pod would miss the shared start");
        PodSpec pod = job.getSpec().getTemplate().getSpec();
        assertEquals("Never", pod.getRestartPolicy());
        assertTrue(job.getSpec().getTemplate().getMetadata().getLabels().entrySet()
                        .containsAll(pod.getAffinity().getPodAntiAffinity().getPreferredDuringSchedulingIgnoredDuringExecution()
                                .get(0).getPodAffinityTerm().getLabelSelector().getMatchLabels().entrySet()),
                "the anti-affinity spreads the Job's own pods");
        assertEquals("echosoap-client:dev", client().getImage());
        pod.getInitContainers().forEach(c -> assertEquals("echosoap-client:dev", c.getImage()));
    }

    @Test
    void theIndexComesFromTheJobControllersAnnotation() {
        EnvVar index = client().getEnv().stream().filter(e -> e.getName().equals(INDEX)).findFirst().orElseThrow();
        assertEquals("metadata.annotations['batch.kubernetes.io/job-completion-index']",
                index.getValueFrom().getFieldRef().getFieldPath());
        assertEquals("echosoap-plan", client().getEnvFrom().get(0).getConfigMapRef().getName());
    }

    @Test
    void everyIndexsArgumentsParseAndTheSharesAddUpToTheWholePlan() {
        Map<String, String> plan = plan();
        int clients = Integer.parseInt(plan.get("CLIENTS"));
        int totalConnections = Integer.parseInt(plan.get("CONNECTIONS"));
        double totalRatePerSec = Double.parseDouble(plan.get("RATE_PER_SEC"));
        List<String> args = client().getArgs();
        assertTrue(args.containsAll(List.of("--share", "$(" + INDEX + ")/$(CLIENTS)")), args.toString());
        assertEquals("$(START_AT)", args.get(args.indexOf("--start-at") + 1), "the shared start from the plan");
        assertEquals("$(RATE_PER_SEC)", args.get(args.indexOf("--rate") + 1), "the plan's whole rate; each pod takes its share");
        int connections = 0;
        double ratePerSec = 0;
        List<String> outs = new ArrayList<>();
        for (int index = 0; index < clients; index++) {
            Map<String, String> env = new LinkedHashMap<>(plan);
            env.put(INDEX, Integer.toString(index));
            List<String> filled = args.stream().map(a -> fill(a, env)).toList();
            CommandLine.ParseResult parsed = Main.commandLine().parseArgs(filled.toArray(String[]::new));
            CommandLine.ParseResult run = parsed.subcommand();
            assertEquals("run", run.commandSpec().name());
            Share share = Share.parse(run.matchedOptionValue("--share", (String) null));
            assertEquals(new Share(index, clients), share);
            assertEquals(totalConnections, (int) run.matchedOptionValue("--connections", 0),
                    "each pod gets the whole plan's connections and takes its share itself");
            connections += share.connections(totalConnections);
            ratePerSec += share.ratePerSec(totalRatePerSec);
            outs.add(run.matchedOptionValue("--out", Path.of("")).toString());
        }
        assertEquals(totalConnections, connections, "the pods' shares add up to CONNECTIONS");
        assertEquals(totalRatePerSec, ratePerSec, 1e-9, "and to RATE_PER_SEC");
        assertEquals(clients, outs.stream().distinct().count(), "every pod writes its own result: " + outs);
        outs.forEach(o -> assertTrue(o.startsWith(mountPath("results") + "/"), o));
    }

    @Test
    void theStartTimeIsAnInstantTheClientAccepts() {
        String startAt = plan().get("START_AT");
        Instant at = Instant.parse(startAt);
        assertEquals(at, StartTime.parse(startAt, at), "ISO-8601 with an offset, as --start-at reads it");
    }

    @Test
    void theTargetIsTheServiceInFrontOfTheServerDeployment() {
        Deployment deployment = one("Deployment", Deployment.class);
        Service service = one("Service", Service.class);
        assertEquals("echosoap-server", deployment.getMetadata().getName());
        Map<String, String> podLabels = deployment.getSpec().getTemplate().getMetadata().getLabels();
        assertEquals(deployment.getSpec().getSelector().getMatchLabels(), podLabels, "the Deployment selects its pods");
        assertTrue(podLabels.entrySet().containsAll(service.getSpec().getSelector().entrySet()), "the Service too");
        Container server = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertEquals("echosoap-server:dev", server.getImage());
        URI target = URI.create(plan().get("TARGET"));
        assertEquals(service.getMetadata().getName(), target.getHost());
        ServicePort port = service.getSpec().getPorts().get(0);
        assertEquals(target.getPort(), port.getPort());
        assertEquals(port.getTargetPort().getStrVal(), server.getPorts().get(0).getName(), "targetPort names the container port");
        assertEquals(8080, server.getPorts().get(0).getContainerPort(), "the image's Tomcat port (docker/server/Dockerfile)");
        assertEquals("/echosoap", target.getPath());
        assertNotNull(server.getReadinessProbe().getExec(), "ready only when the baseline answers");
    }

    @Test
    void theClientsAndTheCollectorShareOneResultsVolume() {
        PersistentVolumeClaim claim = one("PersistentVolumeClaim", PersistentVolumeClaim.class);
        Pod collect = one("Pod", Pod.class);
        String claimName = claim.getMetadata().getName();
        assertEquals(claimName, job().getSpec().getTemplate().getSpec().getVolumes().get(0).getPersistentVolumeClaim()
                .getClaimName());
        assertEquals(claimName, collect.getSpec().getVolumes().get(0).getPersistentVolumeClaim().getClaimName());
        assertEquals(mountPath("results"), collect.getSpec().getContainers().get(0).getVolumeMounts().get(0).getMountPath());
        assertEquals("echosoap-client:dev", collect.getSpec().getContainers().get(0).getImage(), "has tar, for kubectl cp");
    }

    @Test
    void everyVariableTheArgumentsUseIsDefined() {
        List<String> undefined = new ArrayList<>();
        for (String arg : client().getArgs()) {
            Matcher m = VARIABLE.matcher(arg);
            while (m.find()) {
                if (!plan().containsKey(m.group(1)) && !m.group(1).equals(INDEX)) {
                    undefined.add(m.group(1));
                }
            }
        }
        assertEquals(List.of(), undefined, "the kubelet would pass these on literally");
        assertFalse(plan().isEmpty());
    }

    /** Every pod spec of the manifests with its name: the server's, the Job's, the collector's. */
    private static Map<String, PodSpec> podSpecs() {
        Map<String, PodSpec> specs = new LinkedHashMap<>();
        specs.put("Deployment", one("Deployment", Deployment.class).getSpec().getTemplate().getSpec());
        specs.put("Job", job().getSpec().getTemplate().getSpec());
        specs.put("Pod", one("Pod", Pod.class).getSpec());
        return specs;
    }

    @Test
    void everyPodRunsAsAnUnprivilegedUserWithNoWayToEscalate() {
        podSpecs().forEach((kind, spec) -> {
            assertEquals(Boolean.TRUE, spec.getSecurityContext().getRunAsNonRoot(), kind + ": runAsNonRoot");
            assertTrue(spec.getSecurityContext().getRunAsUser() >= 1000, kind + ": a uid of its own");
            assertEquals("RuntimeDefault", spec.getSecurityContext().getSeccompProfile().getType(), kind);
            List<Container> all = new ArrayList<>(spec.getContainers());
            all.addAll(spec.getInitContainers());
            for (Container c : all) {
                String at = kind + "/" + c.getName();
                assertEquals(Boolean.FALSE, c.getSecurityContext().getAllowPrivilegeEscalation(), at);
                assertEquals(List.of("ALL"), c.getSecurityContext().getCapabilities().getDrop(), at);
                assertNotNull(c.getSecurityContext().getReadOnlyRootFilesystem(), at + ": says whether it is read-only");
                if (!kind.equals("Deployment")) {
                    assertEquals(Boolean.TRUE, c.getSecurityContext().getReadOnlyRootFilesystem(), at);
                }
            }
        });
    }

    @Test
    void everyContainerRequestsWhatItNeedsAndIsLimitedInMemoryNotCpu() {
        podSpecs().forEach((kind, spec) -> {
            List<Container> all = new ArrayList<>(spec.getContainers());
            all.addAll(spec.getInitContainers());
            for (Container c : all) {
                String at = kind + "/" + c.getName();
                assertNotNull(c.getResources().getRequests().get("cpu"), at + ": cpu request");
                assertNotNull(c.getResources().getRequests().get("memory"), at + ": memory request");
                assertNotNull(c.getResources().getLimits().get("memory"), at + ": memory limit");
                // A CPU limit throttles the JVM in 100 ms periods: the latency measured would be the throttling's.
                assertFalse(c.getResources().getLimits().containsKey("cpu"), at + ": no cpu limit");
            }
        });
    }

    @Test
    void aFinishedJobIsRemovedAndItsResultsStayOnAVolumeEveryNodeCanWrite() {
        assertTrue(job().getSpec().getTtlSecondsAfterFinished() != null && job().getSpec().getTtlSecondsAfterFinished() > 0,
                "ttlSecondsAfterFinished");
        PersistentVolumeClaim pvc = one("PersistentVolumeClaim", PersistentVolumeClaim.class);
        // Client pods on several nodes write to one volume at once: only ReadWriteMany allows that.
        assertEquals(List.of("ReadWriteMany"), pvc.getSpec().getAccessModes());
        assertEquals(pvc.getMetadata().getName(), job().getSpec().getTemplate().getSpec().getVolumes().stream()
                .filter(v -> v.getPersistentVolumeClaim() != null).findFirst().orElseThrow()
                .getPersistentVolumeClaim().getClaimName());
    }

    @Test
    void theClientServesItsMetricsOnANamedPortThePrometheusAnnotationsPointAt() {
        Job job = job();
        List<io.fabric8.kubernetes.api.model.ContainerPort> ports = client().getPorts();
        assertEquals(1, ports.size(), "one port: the metrics");
        io.fabric8.kubernetes.api.model.ContainerPort metrics = ports.get(0);
        assertEquals("metrics", metrics.getName());
        assertEquals("TCP", metrics.getProtocol());
        Map<String, String> annotations = job.getSpec().getTemplate().getMetadata().getAnnotations();
        assertEquals("true", annotations.get("prometheus.io/scrape"));
        assertEquals(String.valueOf(metrics.getContainerPort()), annotations.get("prometheus.io/port"));
        assertEquals("/metrics", annotations.get("prometheus.io/path"));

        // What the client binds, as its own command line reads the arguments: the named port, on every interface of
        // the pod (the scraper is outside it), lingering past the run for one more scrape.
        Map<String, String> env = new LinkedHashMap<>(plan());
        env.put(INDEX, "0");
        CommandLine.ParseResult run = Main.commandLine().parseArgs(client().getArgs().stream().map(a -> fill(a, env))
                .toArray(String[]::new)).subcommand();
        assertEquals(metrics.getContainerPort(), run.matchedOptionValue("--metrics-port", -1));
        assertEquals("0.0.0.0", run.matchedOptionValue("--metrics-host", "127.0.0.1 (the default)"));
        assertTrue(run.hasMatchedOption("--metrics-linger"), "the last figures stay up for a scrape");
    }

    @Test
    void aKeyTheModelDoesNotKnowIsFound() throws IOException {
        JsonNode typo = new ObjectMapper(new YAMLFactory()).readTree(String.join("\n",
                "apiVersion: batch/v1", "kind: Job", "metadata: {name: x}",
                "spec:", "  completionMod: Indexed",
                "  template: {spec: {containers: [{name: c, image: i, argz: [run]}]}}"));
        List<String> unknown = new ArrayList<>();
        unknownKeys(MODEL_READER.treeToValue(typo, Job.class), "Job", unknown);
        assertEquals(List.of("Job.Spec.Template.Spec.Containers[0].argz", "Job.Spec.completionMod"),
                unknown.stream().sorted().toList());
    }

    /** The client container's mount path of the volume named {@code volume}. */
    private static String mountPath(String volume) {
        return client().getVolumeMounts().stream().filter(m -> m.getName().equals(volume)).findFirst().orElseThrow()
                .getMountPath();
    }

    /** {@code $(VAR)} replaced by its value, as the kubelet expands a container's args. */
    private static String fill(String arg, Map<String, String> env) {
        Matcher m = VARIABLE.matcher(arg);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String value = env.get(m.group(1));
            assertNotNull(value, "$(" + m.group(1) + ") is not defined");
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        return m.appendTail(sb).toString();
    }

    /**
     * Collects the keys fabric8 put into an object's {@code additionalProperties} (keys its model does not have),
     * through every nested model object, list and map.
     */
    private static void unknownKeys(Object model, String at, List<String> unknown) {
        if (model instanceof List<?> list) {
            IntStream.range(0, list.size()).forEach(i -> unknownKeys(list.get(i), at + "[" + i + "]", unknown));
            return;
        }
        if (model instanceof Map<?, ?> map) {
            map.forEach((k, v) -> unknownKeys(v, at + "." + k, unknown));
            return;
        }
        if (model == null || !model.getClass().getName().startsWith("io.fabric8.")) {
            return;
        }
        for (Method getter : model.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || !getter.getName().startsWith("get")
                    || getter.getDeclaringClass() == Object.class) {
                continue;
            }
            Object value;
            try {
                value = getter.invoke(model);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(getter + ": " + e, e);
            }
            if (getter.getName().equals("getAdditionalProperties")) {
                ((Map<?, ?>) value).keySet().forEach(k -> unknown.add(at + "." + k));
            } else {
                unknownKeys(value, at + "." + getter.getName().substring(3), unknown);
            }
        }
    }
}
