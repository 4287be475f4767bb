package org.echosoap.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the client's package rules (CONTRIBUTING.md): the data a run produces ({@code result}), its
 * statistics ({@code stats}) and what is made of them ({@code report}, {@code compare}) never depend on the machinery
 * that measures ({@code load}, its transports {@code http} and {@code rpc}, {@code host}'s sampling, {@code wire}'s
 * counting socket) nor on the commands ({@code cli}); the configuration does not either (the transport choice is
 * configuration, its implementations are {@code http}). The engine ({@code load}) knows no transport but through its
 * {@code Transport} seam, and the transports know neither each other nor the commands.
 *
 * <p>A plain test over the sources, no bytecode: every {@code .java} file under {@code client/src/main/java}, its
 * {@code import} lines and any fully qualified {@code org.echosoap.client.X.} reference in its code. Comments and
 * string literals are not code and are skipped. A package's rule covers its subpackages ({@code report.html},
 * {@code scenario.service}).
 */
class PackageRulesTest {

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+org\\.echosoap\\.client\\.(\\w+)");
    private static final Pattern REFERENCE =
            Pattern.compile("\\borg\\s*\\.\\s*echosoap\\s*\\.\\s*client\\s*\\.\\s*(\\w+)");

    /** Each rule: the packages it covers and the packages they must not use, with the reason a failure prints. */
    record Rule(Set<String> packages, Set<String> forbidden, String why) {
    }

    /** In {@link Rule#forbidden}: every package but the rule's own (a leaf). */
    static final String EVERY_OTHER = "*";

    static final List<Rule> RULES = List.of(
            new Rule(Set.of("config"), Set.of(EVERY_OTHER),
                    "config is the leaf every stage reads: settings, their defaults and the stacks' table, made of "
                            + "the JDK alone (and the stacks table's shared reader, server/common's JDK-only stacks)"),
            new Rule(Set.of("report", "stats", "compare", "merge", "result", "resultfile", "config", "capacity"),
                    Set.of("load", "http", "rpc", "host", "wire", "cli"),
                    "results, statistics, reports, compares, merges, capacity decisions and configuration never use the "
                            + "measuring machinery (load, http, rpc, host, wire) or the commands (cli)"),
            new Rule(Set.of("capacity"), Set.of("report", "compare", "merge", "wsdl"),
                    "capacity is the objective and the ladder: data and decisions, printed by report"),
            new Rule(Set.of("stats"), Set.of("report", "compare", "merge", "cli", "load"),
                    "statistics are pure: nothing of what is made of them"),
            new Rule(Set.of("result"), Set.of("load", "report", "compare", "cli", "config", "wsdl"),
                    "result depends on nothing but stats, scenario, the JDK and HdrHistogram"),
            new Rule(Set.of("resultfile"), Set.of("report", "compare", "merge", "config", "scenario", "wsdl"),
                    "the result file is read below everything that reads results: report, compare, merge and pool "
                            + "use it, it uses none of them"),
            new Rule(Set.of("compare"), Set.of("report", "merge", "config", "scenario"),
                    "compare reads result files and tests them: it needs no run's machinery nor report's views"),
            new Rule(Set.of("scenario"), Set.of("load", "http", "rpc", "report", "compare", "cli"),
                    "scenarios say what is sent and checked, not how it is sent or reported"),
            new Rule(Set.of("metrics"), Set.of("cli", "report", "compare", "merge", "http", "rpc"),
                    "live metrics watch a run through load's RunObserver; the commands wire them in"),
            new Rule(Set.of("suite"), Set.of("cli"),
                    "a suite plans parts and measures them; the commands parse, build options, call it and print"),
            new Rule(Set.of("config", "scenario", "load", "stats", "result", "resultfile", "report", "compare", "merge",
                    "capacity", "metrics", "history", "wsdl", "pool", "http", "rpc", "host", "wire"), Set.of("suite"),
                    "suites combine the stages: no stage depends on a suite"),
            new Rule(Set.of("pool"), Set.of("cli", "load", "http", "rpc"),
                    "pooling reads result files and writes one: no measuring, no command line"),
            new Rule(Set.of("load", "http", "rpc"), Set.of("metrics", "cli", "profile"),
                    "the measuring machinery knows its watchers only as RunObserver"),
            new Rule(Set.of("load"), Set.of("http", "rpc"),
                    "the engine finds its transports through TransportProvider (META-INF/services): a new transport is "
                            + "a package of its own, not a change to the engine"),
            new Rule(Set.of("http"), Set.of("rpc"), "the HTTP transports and the others share only load's seam and wire"),
            new Rule(Set.of("rpc"), Set.of("http"), "the RPC transports and HTTP share only load's seam and wire"),
            new Rule(Set.of("wire"), Set.of(EVERY_OTHER),
                    "the counting socket is made of the JDK alone: every transport uses it"),
            new Rule(Set.of("host"), Set.of("load", "http", "rpc", "wire", "config", "scenario", "cli", "suite", "report",
                    "compare", "merge", "metrics", "profile"),
                    "host sampling reads the machine's counters into result's noise figures: the engine starts it, it "
                            + "knows no engine"),
            new Rule(Set.of("report", "compare", "result", "resultfile", "merge", "stats", "history", "pool"),
                    Set.of("profile"),
                    "the profiler returns its results into the run's result model (result: PhaseProfile, "
                            + "PhaseFigures, CostPhases, Phase): what reads results never knows the profiler"),
            new Rule(Set.of("profile"), Set.of("report", "compare", "cli", "suite", "merge", "pool"),
                    "the profiler records and analyses; the plan runner hands it the part's figures (PartFigures) "
                            + "and puts its result into the report"));

    /** The packages no dependency cycle may pass through (issue 40, part 5). */
    static final Set<String> ACYCLIC = Set.of("profile", "report", "compare", "result");

    @Test
    void clientPackagesKeepTheirRules() throws IOException {
        Path root = findRoot();
        Path sources = root.resolve("client/src/main/java/org/echosoap/client");
        List<String> problems = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                String pkg = topPackage(text);
                if (pkg != null) {
                    seen.add(pkg);
                    problems.addAll(violations(root.relativize(file).toString(), text));
                }
            }
        }
        for (Rule rule : RULES) {
            for (String pkg : rule.packages()) {
                assertTrue(seen.contains(pkg), "no sources of " + pkg + " found under " + sources
                        + ": the rules would check nothing");
            }
        }
        assertTrue(problems.isEmpty(), "package rules broken:\n" + String.join("\n", problems));
    }

    /**
     * No dependency cycle among the client's top-level packages passes through {@link #ACYCLIC}. Only those for now:
     * {@code config}, {@code scenario} and {@code stats} form a cycle of their own (scenario's subpackages; {@code
     * python3 ../shared/tools/package-cycles.py client/src/main/java org.echosoap.client} lists it), which is not
     * this rule's to break.
     */
    @Test
    void noPackageCycleRunsThroughTheProfileOrWhatReadsResults() throws IOException {
        Path sources = findRoot().resolve("client/src/main/java/org/echosoap/client");
        java.util.Map<String, Set<String>> uses = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                String pkg = topPackage(text);
                if (pkg != null) {
                    uses.computeIfAbsent(pkg, k -> new TreeSet<>()).addAll(usedPackages(text));
                }
            }
        }
        List<String> cycles = cyclesThrough(uses, ACYCLIC);
        assertEquals(List.of(), cycles, "package cycles");
        assertTrue(uses.keySet().containsAll(ACYCLIC), "the packages to check exist: " + uses.keySet());
    }

    @Test
    void aCycleThroughACheckedPackageIsFoundWithItsPath() {
        java.util.Map<String, Set<String>> uses = java.util.Map.of(
                "report", Set.of("result", "profile"), "profile", Set.of("load", "report"), "load", Set.of("result"),
                "result", Set.of(), "scenario", Set.of("stats"), "stats", Set.of("scenario"));
        assertEquals(List.of("profile -> report -> profile"), cyclesThrough(uses, Set.of("profile", "report")));
        assertEquals(List.of(), cyclesThrough(uses, Set.of("load")), "a cycle elsewhere is not this rule's");
    }

    /** The top-level packages a source file's code names (imports and qualified names), its own left out. */
    static Set<String> usedPackages(String source) {
        String pkg = topPackage(source);
        Set<String> out = new TreeSet<>();
        String[] code = codeOnly(source).split("\n", -1);
        for (String line : code) {
            if (PACKAGE.matcher(line).find()) {
                continue;
            }
            Matcher m = REFERENCE.matcher(line);
            while (m.find()) {
                if (!m.group(1).equals(pkg)) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    /** For each checked package on a cycle, one shortest cycle back to it ({@code a -> b -> a}), sorted. */
    static List<String> cyclesThrough(java.util.Map<String, Set<String>> uses, Set<String> checked) {
        List<String> out = new ArrayList<>();
        for (String start : new TreeSet<>(checked)) {
            // Breadth first from start's uses: the first path that comes back to start is a shortest cycle.
            java.util.Map<String, String> cameFrom = new java.util.HashMap<>();
            java.util.ArrayDeque<String> queue = new java.util.ArrayDeque<>();
            for (String next : new TreeSet<>(uses.getOrDefault(start, Set.of()))) {
                if (!cameFrom.containsKey(next)) {
                    cameFrom.put(next, start);
                    queue.add(next);
                }
            }
            while (!queue.isEmpty()) {
                String at = queue.poll();
                if (at.equals(start)) {
                    List<String> path = new ArrayList<>();
                    String p = start;
                    do {
                        path.add(0, p);
                        p = cameFrom.get(p);
                    } while (!p.equals(start));
                    path.add(0, start);
                    String cycle = String.join(" -> ", path);
                    // one cycle per set of packages: the same loop seen from another checked package is not new
                    if (out.stream().noneMatch(c -> new TreeSet<>(List.of(c.split(" -> ")))
                            .equals(new TreeSet<>(path)))) {
                        out.add(cycle);
                    }
                    break;
                }
                for (String next : new TreeSet<>(uses.getOrDefault(at, Set.of()))) {
                    if (!cameFrom.containsKey(next)) {
                        cameFrom.put(next, at);
                        queue.add(next);
                    }
                }
            }
        }
        return out;
    }

    /** The command line's library stays in the command line: every other package is plain Java a test can call. */
    @Test
    void picocliIsUsedOnlyByTheCommands() throws IOException {
        Path sources = findRoot().resolve("client/src/main/java/org/echosoap/client");
        List<String> leaks = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                if (!"cli".equals(topPackage(text)) && codeOnly(text).matches("(?s).*\\bpicocli\\s*\\..*")) {
                    leaks.add(sources.relativize(file).toString());
                }
            }
        }
        assertEquals(List.of(), leaks, "picocli outside cli");
    }

    /**
     * The run's options are checked in one place, {@code RunOptions.Builder.build()}: no code, main or test, calls
     * the record's constructor around it.
     */
    @Test
    void runOptionsAreMadeOnlyByTheirBuilder() throws IOException {
        Path client = findRoot().resolve("client/src");
        Pattern construct = Pattern.compile("\\bnew\\s+(org\\.echosoap\\.client\\.config\\.)?RunOptions\\s*\\(");
        List<String> bypasses = new ArrayList<>();
        try (Stream<Path> files = Files.walk(client)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                if (file.endsWith(Path.of("org/echosoap/client/config/RunOptions.java"))) {
                    continue;
                }
                if (construct.matcher(codeOnly(Files.readString(file, StandardCharsets.UTF_8))).find()) {
                    bypasses.add(client.relativize(file).toString());
                }
            }
        }
        assertEquals(List.of(), bypasses, "RunOptions constructed without RunOptions.builder(...)/toBuilder()...build()");
    }

    @Test
    void findsImportsAndQualifiedNamesButNotCommentsOrStrings() {
        String source = String.join("\n",
                "package org.echosoap.client.report.html;",
                "",
                "import java.util.List;",
                "import org.echosoap.client.stats.BlockResult;",
                "import org.echosoap.client.load.Measurement;",
                "import static org.echosoap.client.cli.Main.run;",
                "/** Not {@link org.echosoap.client.load.Worker}. */",
                "class X {",
                "    // org.echosoap.client.load.Preflight in a comment",
                "    String s = \"org.echosoap.client.load.Transport in a string\";",
                "    /* org.echosoap.client.cli.Main */ Object o = new org.echosoap.client.load.BlockRunner();",
                "    String t = \"\"\"",
                "        org.echosoap.client.load.Transport in a text block",
                "        \"\"\";",
                "    char c = '\"'; Object p = org.echosoap.client.cli.PlanRunner.class;",
                "}");
        List<String> found = violations("client/src/main/java/org/echosoap/client/report/html/X.java", source);
        assertEquals(4, found.size(), String.join("\n", found));
        assertTrue(found.get(0).startsWith("client/src/main/java/org/echosoap/client/report/html/X.java:5: report"
                + " must not use load"), found.get(0));
        assertTrue(found.get(0).endsWith("(import org.echosoap.client.load.Measurement;)"), found.get(0));
        assertTrue(found.get(1).contains("X.java:6: report must not use cli"), found.get(1));
        assertTrue(found.get(2).contains("X.java:11: report must not use load"), found.get(2));
        assertTrue(found.get(3).contains("X.java:15: report must not use cli"), found.get(3));
    }

    @Test
    void aPackageMayUseWhatNoRuleForbids() {
        String source = String.join("\n",
                "package org.echosoap.client.load;",
                "import org.echosoap.client.result.MeasuredRun;",
                "import org.echosoap.client.config.RunOptions;",
                "class Y { org.echosoap.client.stats.BlockResult r; }");
        assertEquals(List.of(), violations("Y.java", source));
    }

    @Test
    void aLeafUsesNoOtherPackage() {
        String source = String.join("\n",
                "package org.echosoap.client.config;",
                "import org.echosoap.client.config.Defaults;",
                "import org.echosoap.client.stats.PairedEstimate;",
                "class Z { org.echosoap.client.scenario.Scenario s; }");
        List<String> found = violations("Z.java", source);
        assertEquals(2, found.size(), String.join("\n", found));
        assertTrue(found.get(0).startsWith("Z.java:3: config must not use stats"), found.get(0));
        assertTrue(found.get(1).startsWith("Z.java:4: config must not use scenario"), found.get(1));
    }

    /** The broken rules of one source file: "FILE:LINE: PKG must not use OTHER: WHY (LINE TEXT)". */
    static List<String> violations(String name, String source) {
        String pkg = topPackage(source);
        List<String> problems = new ArrayList<>();
        if (pkg == null) {
            return problems;
        }
        String[] code = codeOnly(source).split("\n", -1);
        String[] original = source.split("\n", -1);
        for (int i = 0; i < code.length; i++) {
            if (PACKAGE.matcher(code[i]).find()) {
                continue;
            }
            Matcher m = REFERENCE.matcher(code[i]);
            while (m.find()) {
                String used = m.group(1);
                for (Rule rule : RULES) {
                    boolean forbidden = rule.forbidden().contains(used)
                            || rule.forbidden().contains(EVERY_OTHER) && !used.equals(pkg);
                    if (rule.packages().contains(pkg) && forbidden) {
                        problems.add(name + ":" + (i + 1) + ": " + pkg + " must not use " + used + ": " + rule.why()
                                + " (" + original[i].strip() + ")");
                        break;
                    }
                }
            }
        }
        return problems;
    }

    /** The package under {@code org.echosoap.client} a file belongs to ({@code report} for report.html), or null. */
    static String topPackage(String source) {
        for (String line : codeOnly(source).split("\n")) {
            Matcher m = PACKAGE.matcher(line);
            if (m.find()) {
                return m.group(1);
            }
        }
        return null;
    }

    /** The source with comments, string and char literals and text blocks blanked out; line breaks kept. */
    static String codeOnly(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (source.startsWith("//", i)) {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = blank(source, i, end < 0 ? n : end + 2, out);
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                while (end > 0 && source.charAt(end - 1) == '\\') {
                    end = source.indexOf("\"\"\"", end + 1);
                }
                i = blank(source, i, end < 0 ? n : end + 3, out);
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                i = blank(source, i, Math.min(n, j + 1), out);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static int blank(String source, int from, int to, StringBuilder out) {
        for (int k = from; k < to; k++) {
            out.append(source.charAt(k) == '\n' ? '\n' : ' ');
        }
        return to;
    }

    /** The repository root: the first directory up from the working directory with the launcher and a pom.xml. */
    static Path findRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("echosoap")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir.normalize();
            }
        }
        throw new IllegalStateException("no directory with the echosoap launcher and pom.xml above "
                + Path.of("").toAbsolutePath());
    }
}
