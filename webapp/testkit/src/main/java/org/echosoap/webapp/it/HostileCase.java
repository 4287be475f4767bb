package org.echosoap.webapp.it;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Stack;

/**
 * One hostile-input case read from a {@code *.case} file (format: {@code server/axis2/src/test/resources/hostile/README.md}):
 * what to send, to which paths, and what the answer must (not) contain.
 *
 * <pre>{@code
 * HostileCase c = HostileCase.read(Path.of(".../hostile/xxe-local-file.case"));
 * for (String path : c.paths()) { ... HostileRequest.send(port, path, c) ... }
 * }</pre>
 */
record HostileCase(String name, List<String> paths, String method, List<String[]> headers, boolean chunked,
                   Set<Integer> statuses, String faultCode, List<String> contains, List<String> notContains,
                   double maxAppMillis, String bodyTemplate) {

    static final String DEFAULT_CONTENT_TYPE = "text/xml; charset=UTF-8";

    private static final Pattern REPEAT = Pattern.compile("\\{\\{repeat (\\d+) (.*?)}}", Pattern.DOTALL);
    private static final long MAX_BODY_BYTES = 64L * 1024 * 1024;

    /** Parses a case file; fails with the file name and line on anything it does not understand. */
    /** Where the case files are: {@code server/axis2/src/test/resources/hostile} (one {@code *.case} each). */
    static Path directory() {
        return ItPaths.root().resolve("server/axis2/src/test/resources/hostile");
    }

    /** Every case file, in name order: what HostileInputIT runs on every stack, and the single-stack ITs reuse. */
    static List<HostileCase> all() throws IOException {
        List<HostileCase> cases = new ArrayList<>();
        try (java.util.stream.Stream<Path> files = Files.list(directory())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".case")).sorted().toList()) {
                cases.add(read(file));
            }
        }
        return cases;
    }

    static HostileCase read(Path file) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.case$", "");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<String> paths = new ArrayList<>();
        String method = "POST";
        List<String[]> headers = new ArrayList<>();
        boolean chunked = false;
        Set<Integer> statuses = new LinkedHashSet<>();
        String fault = null;
        List<String> contains = new ArrayList<>();
        List<String> notContains = new ArrayList<>();
        double maxAppMillis = Double.NaN;
        int i = 0;
        for (; i < lines.size() && !lines.get(i).equals("---"); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": expected 'key: value', got " + line);
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            switch (key) {
                case "target" -> {
                    for (String t : value.split("\\s+")) {
                        paths.addAll(expandTarget(t));
                    }
                }
                case "method" -> method = value.toUpperCase(Locale.ROOT);
                case "header" -> {
                    int c = value.indexOf(':');
                    headers.add(new String[] {value.substring(0, c).strip(), value.substring(c + 1).strip()});
                }
                case "chunked" -> chunked = Boolean.parseBoolean(value);
                case "status" -> {
                    for (String s : value.split("\\s+")) {
                        statuses.add(Integer.parseInt(s));
                    }
                }
                case "fault" -> fault = value;
                case "contains" -> contains.add(value);
                case "not-contains" -> notContains.add(value);
                case "max-app-millis" -> maxAppMillis = Double.parseDouble(value);
                default -> throw new IllegalArgumentException(file + ":" + (i + 1) + ": unknown key '" + key + "'");
            }
        }
        if (i == lines.size() || paths.isEmpty() || statuses.isEmpty()) {
            throw new IllegalArgumentException(file + ": needs target, status and a '---' line before the body");
        }
        if (headers.stream().noneMatch(h -> h[0].equalsIgnoreCase("Content-Type"))) {
            headers.add(0, new String[] {"Content-Type", DEFAULT_CONTENT_TYPE});
        }
        headers.removeIf(h -> h[1].isEmpty()); // "header: Content-Type:" = send none
        String body = String.join("\n", lines.subList(i + 1, lines.size()));
        return new HostileCase(name, List.copyOf(paths), method, List.copyOf(headers), chunked, Set.copyOf(statuses),
                fault, List.copyOf(contains), List.copyOf(notContains), maxAppMillis, body);
    }

    /** The body bytes with every {@code {{repeat N TEXT}}} expanded. */
    byte[] body() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Matcher m = REPEAT.matcher(bodyTemplate);
        int last = 0;
        while (m.find()) {
            out.writeBytes(bodyTemplate.substring(last, m.start()).getBytes(StandardCharsets.UTF_8));
            int copies = Integer.parseInt(m.group(1));
            String text = m.group(2);
            boolean indexed = text.contains("{i}");
            byte[] fixed = text.getBytes(StandardCharsets.UTF_8);
            for (int k = 0; k < copies; k++) {
                out.writeBytes(indexed ? text.replace("{i}", Integer.toString(k)).getBytes(StandardCharsets.UTF_8) : fixed);
                if (out.size() > MAX_BODY_BYTES) {
                    throw new IllegalArgumentException(name + ": generated body exceeds " + MAX_BODY_BYTES + " bytes");
                }
            }
            last = m.end();
        }
        out.writeBytes(bodyTemplate.substring(last).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /**
     * A target as full paths below the server root: an alias, {@code stacks:PATH} (PATH below every stack's
     * context), or a path below {@code /echosoap} (Axis2's WAR, where the baselines and variants live too).
     */
    private static List<String> expandTarget(String target) {
        if (target.startsWith("stacks:/")) {
            String path = target.substring("stacks:".length());
            return Arrays.stream(Stack.values()).map(stack -> stack.context() + path).toList();
        }
        for (Stack stack : Stack.values()) {
            if (target.equals(stack.id())) {
                return stack.soapServices().stream().map(path -> stack.context() + path).toList();
            }
        }
        if (target.equals("stacks")) {
            return Arrays.stream(Stack.values())
                    .flatMap(stack -> stack.soapServices().stream().map(path -> stack.context() + path)).toList();
        }
        return expandAxis2WarTarget(target).stream().map(path -> Stack.AXIS2.context() + path).toList();
    }

    private static List<String> expandAxis2WarTarget(String target) {
        return switch (target) {
            case "baselines" -> List.of("/baseline/null", "/baseline/bytes", "/baseline/chars");
            case "variants" -> {
                List<String> variants = new ArrayList<>();
                for (String parser : List.of("dom", "sax", "stax", "xni", "jdom", "xpp", "crimson", "xerces1-dom",
                        "xerces1-sax")) {
                    for (String input : List.of("stream", "preread")) {
                        variants.add("/variant/" + parser + "?input=" + input);
                    }
                }
                yield variants;
            }
            case "events" -> List.of("/variant/events?input=stream", "/variant/events?input=preread");
            default -> {
                if (!target.startsWith("/")) {
                    throw new IllegalArgumentException("target must be an alias or a path starting with /: " + target);
                }
                yield List.of(target);
            }
        };
    }
}
