package org.echosoap.client.scenario.service;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.template.RenderedMessages;

/**
 * Turns a user's service ({@link ServiceSpec}) into a scenario: the service as the measured endpoint, sending the
 * requests in turn, and a baseline on the same host and port that receives the same request bytes and headers and
 * answers as many bytes as the service does, request by request, so that the difference is what the service's
 * SOAP processing adds.
 *
 * <p>Sizing: each request is sent {@value #SIZING_CALLS} times to the service before measuring; the baseline
 * answers the median length (and a note says so when the lengths vary, e.g. timestamps or ids in the answer).
 *
 * <pre>{@code
 * Scenario s = ServiceScenario.build(spec, preflight::responseBytes, notes::add);
 * }</pre>
 */
public final class ServiceScenario {

    /** The scenario name in result files and tables. */
    public static final String NAME = "service";

    /** Answers per request measured for the baseline's size. */
    static final int SIZING_CALLS = 5;

    /** Messages of a template whose answers size the baseline (spread over the pool, one call each). */
    static final int TEMPLATE_SIZING_CALLS = 20;

    /** Request files larger than this are refused (the bundled Tomcat limits request bodies too). */
    static final long MAX_REQUEST_BYTES = 64L << 20;

    private ServiceScenario() {
    }

    /**
     * @param sizer measures one answer of a message (a real request)
     * @param notes receives one line per thing the user should know (varying answer lengths)
     * @throws IllegalArgumentException for unusable input (files, URLs), with a one-line reason
     */
    public static Scenario build(ServiceSpec spec, ResponseSizer sizer, Consumer<String> notes) {
        String servicePath = pathAndQuery(spec.url());
        String name = rowName(spec.url());
        List<Endpoint> service = new ArrayList<>();
        List<Endpoint> baseline = new ArrayList<>();
        String baselinePath = spec.noBaseline() ? null : baselinePath(spec);
        boolean sized = baselinePath != null && stripQuery(baselinePath).endsWith("/baseline/null");
        if (spec.templated() != null) {
            return templated(spec, sizer, notes, name, servicePath, baselinePath, sized);
        }
        for (Path file : spec.requests()) {
            byte[] body = read(file);
            SoapVersion version = spec.soapVersion() != null ? spec.soapVersion()
                    : SoapVersion.detect(body, "request " + file);
            String contentType = version.contentType(spec.soapAction());
            String soapAction = version.soapActionHeader(spec.soapAction());
            Endpoint message = new Endpoint(name, servicePath, body, contentType, soapAction,
                    new ServiceAnswerCheck(version, spec.expectContains(), spec.expectXpath()), spec.headers(), List.of());
            service.add(message);
            if (baselinePath == null) {
                continue;
            }
            if (sized) {
                long responseBytes = medianAnswerBytes(message, sizer, file, notes);
                String separator = baselinePath.contains("?") ? "&" : "?";
                baseline.add(new Endpoint("null", baselinePath + separator + "responseBytes=" + responseBytes, body,
                        contentType, soapAction, new LengthCheck(responseBytes), spec.headers(), List.of()));
            } else {
                baseline.add(new Endpoint("baseline", baselinePath, body, contentType, soapAction, ANY_ANSWER,
                        spec.headers(), List.of()));
            }
        }
        Endpoint measured = Endpoint.rotating(name, service);
        Optional<Endpoint> base = baseline.isEmpty() ? Optional.empty()
                : Optional.of(Endpoint.rotating(baseline.get(0).name(), baseline));
        String description = spec.url() + (base.isEmpty() ? " alone (--baseline-url none: no SOAP cost can be given)"
                : " minus " + spec.origin() + baselinePath + (sized ? " (same request bytes, answers sized to match)" : ""))
                + ", " + service.size() + (service.size() == 1 ? " request" : " requests in turn");
        return new Scenario(NAME, Scenario.NO_SIZE, measured, base, description);
    }

    /**
     * A template's rendered messages, sent in turn; the baseline gets one request of their mean size (a message padded
     * with trailing spaces) and, when sized, answers the mean length of the answers to
     * {@value #TEMPLATE_SIZING_CALLS} messages spread over the pool (one call each): the cost per message is linear in
     * the bytes each way, so the mean sizes give the mean message's baseline without sizing every message.
     */
    private static Scenario templated(ServiceSpec spec, ResponseSizer sizer, Consumer<String> notes, String name,
                                      String servicePath, String baselinePath, boolean sized) {
        RenderedMessages pool = spec.templated();
        List<byte[]> bodies = pool.bodies();
        SoapVersion version = spec.soapVersion() != null ? spec.soapVersion()
                : SoapVersion.detect(bodies.get(0), "template " + pool.template());
        String contentType = version.contentType(spec.soapAction());
        String soapAction = version.soapActionHeader(spec.soapAction());
        ResponseCheck check = new ServiceAnswerCheck(version, spec.expectContains(), spec.expectXpath());
        List<Endpoint> service = new ArrayList<>(bodies.size());
        for (byte[] body : bodies) {
            service.add(new Endpoint(name, servicePath, body, contentType, soapAction, check, spec.headers(), List.of()));
        }
        Optional<Endpoint> base = Optional.empty();
        if (baselinePath != null) {
            byte[] meanBody = pool.meanSizedBody();
            if (sized) {
                long responseBytes = meanAnswerBytes(service, sizer, pool, notes);
                String separator = baselinePath.contains("?") ? "&" : "?";
                base = Optional.of(new Endpoint("null", baselinePath + separator + "responseBytes=" + responseBytes,
                        meanBody, contentType, soapAction, new LengthCheck(responseBytes), spec.headers(), List.of()));
            } else {
                base = Optional.of(new Endpoint("baseline", baselinePath, meanBody, contentType, soapAction, ANY_ANSWER,
                        spec.headers(), List.of()));
            }
        }
        String description = spec.url() + (base.isEmpty() ? " alone (--baseline-url none: no SOAP cost can be given)"
                : " minus " + spec.origin() + baselinePath + " (a request of the messages' mean size"
                + (sized ? ", answers of their mean length)" : ")")) + ", " + bodies.size()
                + " messages in turn from template " + pool.template();
        return new Scenario(NAME, Scenario.NO_SIZE, Endpoint.rotating(name, service), base, description);
    }

    /** The mean answer length over messages spread evenly through the pool, one call each. */
    private static long meanAnswerBytes(List<Endpoint> messages, ResponseSizer sizer, RenderedMessages pool,
                                        Consumer<String> notes) {
        int calls = Math.min(messages.size(), TEMPLATE_SIZING_CALLS);
        long sum = 0;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int k = 0; k < calls; k++) {
            int index = (int) ((long) k * messages.size() / calls);
            long length;
            try {
                length = sizer.responseBytes(messages.get(index));
            } catch (IllegalStateException e) {
                throw new IllegalStateException(e.getMessage() + " (message " + (index + 1) + " of template "
                        + pool.template() + ")", e);
            }
            sum += length;
            min = Math.min(min, length);
            max = Math.max(max, length);
        }
        long mean = Math.round((double) sum / calls);
        if (min != max) {
            notes.accept("the answers to " + calls + " messages of " + pool.template().getFileName() + " vary in length ("
                    + min + "-" + max + " bytes): the baseline answers " + mean + " bytes, their mean");
        }
        return mean;
    }

    /**
     * Checks what can be checked before any request: every file readable and a SOAP envelope of a known version,
     * the baseline URL on the service's host and port.
     *
     * @throws IllegalArgumentException with a one-line reason
     */
    public static void validate(ServiceSpec spec) {
        for (Path file : spec.requests()) {
            byte[] body = read(file);
            if (spec.soapVersion() == null) {
                SoapVersion.detect(body, "request " + file);
            }
        }
        if (spec.templated() != null && spec.soapVersion() == null) {
            SoapVersion.detect(spec.templated().bodies().get(0), "template " + spec.templated().template());
        }
        if (!spec.noBaseline()) {
            baselinePath(spec);
        }
    }

    /** Request files from {@code --request} (in the order given) and {@code --requests DIR} (*.xml, by name). */
    public static List<Path> requestFiles(List<Path> files, Path directory) {
        List<Path> all = new ArrayList<>(files);
        if (directory != null) {
            if (!Files.isDirectory(directory)) {
                throw new IllegalArgumentException("--requests " + directory + " is not a directory");
            }
            try (Stream<Path> list = Files.list(directory)) {
                List<Path> xml = list.filter(p -> p.getFileName().toString().endsWith(".xml") && Files.isRegularFile(p))
                        .sorted().toList();
                if (xml.isEmpty()) {
                    throw new IllegalArgumentException("--requests " + directory + " holds no *.xml files");
                }
                all.addAll(xml);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot list --requests " + directory + ": " + e.getMessage());
            }
        }
        if (all.isEmpty()) {
            throw new IllegalArgumentException("--url needs the requests to send: --request FILE (repeatable) or "
                    + "--requests DIR (see 'echosoap request --wsdl' to write one)");
        }
        return all;
    }

    private static long medianAnswerBytes(Endpoint message, ResponseSizer sizer, Path file, Consumer<String> notes) {
        long[] lengths = new long[SIZING_CALLS];
        for (int i = 0; i < SIZING_CALLS; i++) {
            try {
                lengths[i] = sizer.responseBytes(message);
            } catch (IllegalStateException e) {
                throw new IllegalStateException(e.getMessage() + " (request " + file + ")", e);
            }
        }
        Arrays.sort(lengths);
        long median = lengths[SIZING_CALLS / 2];
        if (lengths[0] != lengths[SIZING_CALLS - 1]) {
            notes.accept("the answers to " + file.getFileName() + " vary in length (" + lengths[0] + "-"
                    + lengths[SIZING_CALLS - 1] + " bytes in " + SIZING_CALLS + " calls): the baseline answers "
                    + median + " bytes, their median");
        }
        return median;
    }

    private static String baselinePath(ServiceSpec spec) {
        if (spec.baseline() == null) {
            return ServiceSpec.DEFAULT_BASELINE_PATH;
        }
        URI b;
        try {
            b = URI.create(spec.baseline());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--baseline-url must be a URL or none, got '" + spec.baseline() + "'");
        }
        if (b.getScheme() == null || b.getRawAuthority() == null) {
            throw new IllegalArgumentException("--baseline-url must be a URL like http://host:8080/echosoap/baseline/null "
                    + "or none, got '" + spec.baseline() + "'");
        }
        URI origin = URI.create(b.getScheme() + "://" + b.getRawAuthority());
        if (!origin.equals(spec.origin())) {
            throw new IllegalArgumentException("--baseline-url must be on the same host and port as --url (" + spec.origin()
                    + "): both are driven over the same keep-alive connections, got " + origin);
        }
        return pathAndQuery(b);
    }

    private static String pathAndQuery(URI u) {
        String path = u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath();
        return u.getRawQuery() == null ? path : path + "?" + u.getRawQuery();
    }

    private static String stripQuery(String path) {
        int q = path.indexOf('?');
        return q < 0 ? path : path.substring(0, q);
    }

    /** The row name: the URL's last path segment ({@code OrderService}), or {@code service}. */
    static String rowName(URI url) {
        String path = url.getPath() == null ? "" : url.getPath();
        String[] segments = Arrays.stream(path.split("/")).filter(s -> !s.isBlank()).toArray(String[]::new);
        String last = segments.length == 0 ? NAME : segments[segments.length - 1];
        return last.equals("null") || last.equals("baseline") ? NAME : last;
    }

    private static byte[] read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("request file " + file + " does not exist");
            }
            if (Files.size(file) > MAX_REQUEST_BYTES) {
                throw new IllegalArgumentException("request file " + file + " is larger than 64 MB");
            }
            byte[] body = Files.readAllBytes(file);
            if (body.length == 0) {
                throw new IllegalArgumentException("request file " + file + " is empty");
            }
            return body;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read request file " + file + ": " + e.getMessage());
        }
    }

    /** A baseline that is not echosoap's: any 200 answer will do. */
    private static final ResponseCheck ANY_ANSWER = new ResponseCheck() {
        @Override
        public Verifier begin() {
            return new Verifier() {
                @Override
                public void feed(byte[] chunk, int offset, int length) {
                }

                @Override
                public String verdict() {
                    return null;
                }
            };
        }

        @Override
        public String fullCheck(byte[] body, int length) {
            return null;
        }
    };
}
