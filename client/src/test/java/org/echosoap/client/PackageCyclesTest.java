package org.echosoap.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package cycle among the client's packages, subpackages included ({@code scenario.layer} is a package of its
 * own, not part of {@code scenario}): a cycle means two packages that cannot be understood, tested or changed one
 * without the other. A failure names every edge of each cycle and a file that makes it.
 *
 * <p>Edges come from {@code import} lines and from fully qualified {@code org.echosoap.client.x.y.Type} uses in code
 * (comments and string literals are not code), as {@code ../shared/tools/package-cycles.py} reads them.
 */
class PackageCyclesTest {

    private static final String ROOT_PACKAGE = "org.echosoap.client";
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\b(org\\.echosoap\\.client(?:\\.[a-z]\\w*)*)\\.[A-Z]");

    @Test
    void noPackageCycleInTheClient() throws IOException {
        Map<String, Map<String, String>> edges = edges(PackageRulesTest.findRoot().resolve("client/src/main/java/org/echosoap/client"));
        List<List<String>> cycles = stronglyConnected(edges);
        List<String> problems = new ArrayList<>();
        for (List<String> cycle : cycles) {
            StringBuilder sb = new StringBuilder("cycle of " + cycle.size() + ":");
            for (String from : cycle) {
                for (Map.Entry<String, String> to : edges.getOrDefault(from, Map.of()).entrySet()) {
                    if (cycle.contains(to.getKey())) {
                        sb.append("\n    ").append(shortName(from)).append(" -> ").append(shortName(to.getKey()))
                                .append(" (").append(to.getValue()).append(')');
                    }
                }
            }
            problems.add(sb.toString());
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** Every package says what it owns and what it must not import, where a newcomer looks first. */
    @Test
    void everyPackageHasItsPackageInfo() throws IOException {
        Path sources = PackageRulesTest.findRoot().resolve("client/src/main/java/org/echosoap/client");
        List<String> missing = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(sources)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                boolean hasCode;
                try (Stream<Path> files = Files.list(dir)) {
                    hasCode = files.anyMatch(f -> f.toString().endsWith(".java"));
                }
                Path info = dir.resolve("package-info.java");
                if (hasCode && (!Files.isRegularFile(info) || !Files.readString(info).contains("/**"))) {
                    missing.add(sources.relativize(dir).toString().replace('/', '.'));
                }
            }
        }
        assertTrue(missing.isEmpty(), "packages without a package-info.java saying what they own: " + missing);
    }

    @Test
    void aCycleIsFoundAndItsEdgesNamed() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        edges.put("a", Map.of("b", "A.java"));
        edges.put("b", Map.of("c", "B.java"));
        edges.put("c", Map.of("a", "C.java", "d", "C.java"));
        edges.put("d", Map.of());
        List<List<String>> cycles = stronglyConnected(edges);
        assertEquals(List.of(List.of("a", "b", "c")), cycles);
    }

    /** from package -> (to package -> the first file, relative, that makes the edge). */
    static Map<String, Map<String, String>> edges(Path sources) throws IOException {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        TreeSet<String> packages = new TreeSet<>();
        Map<Path, String> code = new HashMap<>();
        for (Path file : files) {
            String text = PackageRulesTest.codeOnly(Files.readString(file, StandardCharsets.UTF_8));
            Matcher m = PACKAGE.matcher(text);
            if (m.find()) {
                packages.add(m.group(1));
                code.put(file, text);
            }
        }
        for (Path file : files) {
            String text = code.get(file);
            if (text == null) {
                continue;
            }
            Matcher p = PACKAGE.matcher(text);
            p.find();
            String from = p.group(1);
            Matcher r = REFERENCE.matcher(text);
            while (r.find()) {
                String to = r.group(1);
                while (!packages.contains(to) && to.contains(".") && to.length() > ROOT_PACKAGE.length()) {
                    to = to.substring(0, to.lastIndexOf('.')); // an inner type's or a static member's qualifier
                }
                if (packages.contains(to) && !to.equals(from)) {
                    edges.computeIfAbsent(from, k -> new TreeMap<>()).putIfAbsent(to,
                            sources.relativize(file).toString());
                }
            }
            edges.computeIfAbsent(from, k -> new TreeMap<>());
        }
        return edges;
    }

    /** Tarjan's strongly connected components of more than one package, each sorted, in order of their first. */
    static List<List<String>> stronglyConnected(Map<String, Map<String, String>> edges) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        java.util.Set<String> onStack = new java.util.HashSet<>();
        List<List<String>> components = new ArrayList<>();
        int[] counter = {0};
        for (String v : new TreeSet<>(edges.keySet())) {
            if (!index.containsKey(v)) {
                visit(v, edges, index, low, stack, onStack, components, counter);
            }
        }
        components.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return components;
    }

    private static void visit(String v, Map<String, Map<String, String>> edges, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, java.util.Set<String> onStack, List<List<String>> out,
            int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]);
        counter[0]++;
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                visit(w, edges, index, low, stack, onStack, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> component = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                component.sort(null);
                out.add(component);
            }
        }
    }

    private static String shortName(String pkg) {
        return pkg.equals(ROOT_PACKAGE) ? "(root)" : pkg.substring(ROOT_PACKAGE.length() + 1);
    }
}
