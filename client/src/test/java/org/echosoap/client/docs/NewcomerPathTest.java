package org.echosoap.client.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.echosoap.client.cli.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keeps a newcomer's path true: in README.md, CONTRIBUTING.md (when there is one) and every
 * {@code docs/*.md}, every relative link points to a file that exists and, with a {@code #anchor}, to a heading of
 * that file (GitHub's anchor rules); every {@code ./echosoap COMMAND} or {@code echosoap COMMAND} the README's code
 * shows is a command the launcher ({@code ./echosoap help}) or the client ({@link Main}'s subcommands) has.
 *
 * <p>The files are read from the repository root: the first directory up from the working directory (the client
 * module when Maven runs the test) that holds the {@code echosoap} launcher and a {@code pom.xml}.
 */
class NewcomerPathTest {

    private static final long LAUNCHER_TIMEOUT_SECONDS = 30;
    private static final long BENCHMARKS_MAX_BYTES = 20_480;
    /** docs/ Markdown at most 250 KB, read strictly as 250,000 bytes: a path a newcomer can read. */
    private static final long DOCS_MAX_TOTAL_BYTES = 250_000;
    private static final Pattern LAUNCHER_USAGE = Pattern.compile("^\\s*\\./echosoap +(\\S+)(?: +(\\S+))?");

    private static Path root;

    @BeforeAll
    static void findRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("echosoap")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                root = dir.normalize();
                return;
            }
        }
        throw new IllegalStateException("no directory with the echosoap launcher and pom.xml above "
                + Path.of("").toAbsolutePath());
    }

    /** README.md, CONTRIBUTING.md if present, docs/*.md, relative to the root. */
    static List<String> newcomerFiles() throws IOException {
        findRoot();
        List<String> files = new ArrayList<>(List.of("README.md"));
        if (Files.exists(root.resolve("CONTRIBUTING.md"))) {
            files.add("CONTRIBUTING.md");
        }
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted()
                    .forEach(p -> files.add(root.relativize(p).toString()));
        }
        return files;
    }

    @Test
    void theDocsAreThere() throws IOException {
        List<String> files = newcomerFiles();
        assertTrue(files.size() >= 2, () -> "README.md and at least one docs page expected: " + files);
    }

    /** A README read in a few minutes and pages each about one thing: 12 KiB and 20 KiB at the most. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("newcomerFiles")
    void everyPageIsShortEnoughToRead(String file) throws IOException {
        long bytes = Files.size(root.resolve(file));
        long limit = file.equals("README.md") ? 12 * 1024 : 20 * 1024;
        if (!file.equals("CONTRIBUTING.md")) { // the package map and the where-does-a-change-go tables: a reference
            assertTrue(bytes <= limit, file + " is " + bytes + " bytes, over " + limit + ": split it by subject");
        }
    }

    /**
     * The docs read as a path, not an archive: docs/*.md together at most 256,000 bytes. Measured figures and their
     * history belong in bench/results/ (linked), and a thing is said once.
     */
    @Test
    void theDocsTogetherAreShortEnoughToRead() throws IOException {
        Map<String, Long> sizes = new LinkedHashMap<>();
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            for (Path page : docs.filter(p -> p.getFileName().toString().endsWith(".md")).toList()) {
                sizes.put(root.relativize(page).toString(), Files.size(page));
            }
        }
        long total = sizes.values().stream().mapToLong(Long::longValue).sum();
        List<String> largest = sizes.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(5)
                .map(e -> e.getKey() + " " + e.getValue()).toList();
        assertTrue(total <= DOCS_MAX_TOTAL_BYTES, () -> "docs/*.md total " + total + " bytes, over "
                + DOCS_MAX_TOTAL_BYTES + ": link figures to bench/results/ and say each thing once; the largest: "
                + String.join(", ", largest));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("newcomerFiles")
    void everyRelativeLinkResolves(String file) throws IOException {
        List<String> problems = Markdown.brokenLinks(root.resolve(file), root);
        assertEquals(List.of(), problems, () -> "broken links:\n" + String.join("\n", problems));
    }

    /**
     * BENCHMARKS.md stays a dashboard a reader can scan (one row per subject), its history in bench/results/: at
     * most 20,480 bytes, and every relative link there and in bench/results/*.md resolves (file and anchor).
     */
    @Test
    void benchmarksIsAShortDashboardWhoseLinksResolve() throws IOException {
        Path dashboard = root.resolve("BENCHMARKS.md");
        List<String> problems = new ArrayList<>();
        long bytes = Files.size(dashboard);
        if (bytes > BENCHMARKS_MAX_BYTES) {
            problems.add("BENCHMARKS.md is " + bytes + " bytes, over " + BENCHMARKS_MAX_BYTES
                    + ": move the subject's history and readings to its bench/results/ file");
        }
        if (Markdown.links(Files.readString(dashboard, StandardCharsets.UTF_8)).stream()
                .noneMatch(l -> l.target().startsWith("bench/results/"))) {
            problems.add("BENCHMARKS.md links no bench/results/ file: where is each subject's history?");
        }
        problems.addAll(Markdown.brokenLinks(dashboard, root));
        try (Stream<Path> results = Files.list(root.resolve("bench/results"))) {
            for (Path file : results.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList()) {
                problems.addAll(Markdown.brokenLinks(file, root));
            }
        }
        assertEquals(List.of(), problems, () -> String.join("\n", problems));
    }

    @Test
    void everyCommandTheReadmeShowsExists() throws Exception {
        Map<String, Set<String>> launcher = launcherCommands();
        Set<String> client = Main.commandLine().getSubcommands().keySet();
        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        List<Markdown.Command> shown = Markdown.echosoapCommands(readme);
        assertFalse(shown.isEmpty(), "README.md shows no echosoap command at all?");
        List<String> problems = unknownCommands(shown, launcher, client);
        assertEquals(List.of(), problems, () -> "README.md shows commands that do not exist (launcher: "
                + launcher + ", client: " + client + "):\n" + String.join("\n", problems));
    }

    /** What is wrong with each shown command: not a launcher or client command, or an unknown action. */
    static List<String> unknownCommands(List<Markdown.Command> shown, Map<String, Set<String>> launcher,
            Set<String> client) {
        List<String> problems = new ArrayList<>();
        for (Markdown.Command c : shown) {
            String at = "README.md:" + c.line() + ": ";
            if (!launcher.containsKey(c.command()) && !client.contains(c.command())) {
                problems.add(at + "no command '" + c.command() + "'");
                continue;
            }
            Set<String> actions = launcher.getOrDefault(c.command(), Set.of());
            if (c.launcherLine() && !actions.isEmpty()) {
                for (String action : (c.action() == null ? "" : c.action()).split("\\|")) {
                    if (!actions.contains(action)) {
                        problems.add(at + "'" + c.command() + "' has no action '" + action + "' ("
                                + new TreeSet<>(actions) + ")");
                    }
                }
            }
        }
        return problems;
    }

    /**
     * The launcher's commands from its own help ({@code ./echosoap help}): each {@code ./echosoap NAME[|NAME...]}
     * line, with the actions written after it ({@code server start}, {@code server stop}, ...).
     */
    private static Map<String, Set<String>> launcherCommands() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("bash", root.resolve("echosoap").toString(), "help")
                .directory(root.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String help = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(LAUNCHER_TIMEOUT_SECONDS, TimeUnit.SECONDS), "./echosoap help did not exit");
        assertEquals(0, process.exitValue(), help);
        Map<String, Set<String>> commands = new LinkedHashMap<>();
        for (String line : help.lines().toList()) {
            Matcher m = LAUNCHER_USAGE.matcher(line);
            if (!m.find()) {
                continue;
            }
            for (String name : m.group(1).split("\\|")) {
                Set<String> actions = commands.computeIfAbsent(name, n -> new LinkedHashSet<>());
                String next = m.group(2);
                if (next != null && next.matches("[a-z][a-z0-9-]*(\\|[a-z][a-z0-9-]*)*")) {
                    actions.addAll(List.of(next.split("\\|")));
                }
            }
        }
        assertTrue(commands.containsKey("demo") && commands.containsKey("server"),
                () -> "unexpected launcher help:\n" + help);
        return commands;
    }

    // ---------------------------------------------------------------- the checker itself

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "Forks: more than one server JVM                 | forks-more-than-one-server-jvm",
        "Memory per message (`suite --suite memory`)     | memory-per-message-suite---suite-memory",
        "The SOAP Benchmark Suite (`/echosoap/services/Benchmark`) | the-soap-benchmark-suite-echosoapservicesbenchmark",
        "How the cost is measured (in short)             | how-the-cost-is-measured-in-short",
        "result_json and *emphasis* and _this_           | result_json-and-emphasis-and-this",
        "Über [the link](x.md) 2.0                       | über-the-link-20"})
    void slugsFollowGitHubsRules(String heading, String anchor) {
        assertEquals(anchor, Markdown.slug(heading));
    }

    @Test
    void repeatedHeadingsGetNumberedAnchorsAndCodeIsNoHeading() {
        String md = "# Usage\n\n## Usage\n\n```\n# Usage\n```\n\nUsage\n-----\n";
        assertEquals(Set.of("usage", "usage-1", "usage-2"), Markdown.anchors(md));
    }

    @Test
    void findsMissingFilesAndAnchorsButNotLinksInCode(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/page.md"), "# A page\n\n## Two words\n");
        Path readme = Files.writeString(dir.resolve("README.md"), String.join("\n",
                "# Readme",
                "[ok](docs/page.md) [ok anchor](docs/page.md#two-words) [self](#readme) [web](https://example.org/x)",
                "[gone](docs/gone.md)",
                "[bad anchor](docs/page.md#three-words)",
                "[out](../elsewhere.md)",
                "`[in code](docs/nothing.md)`",
                "```",
                "[in a block](docs/nothing.md)",
                "```",
                "[def]: docs/missing.md",
                ""));
        List<String> problems = Markdown.brokenLinks(readme, dir);
        assertEquals(4, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).startsWith("README.md:3: (docs/gone.md) no such file"), problems.get(0));
        assertTrue(problems.get(1).startsWith("README.md:4: (docs/page.md#three-words) no heading"), problems.get(1));
        assertTrue(problems.get(2).startsWith("README.md:5: (../elsewhere.md) points outside"), problems.get(2));
        assertTrue(problems.get(3).startsWith("README.md:10: (docs/missing.md) no such file"), problems.get(3));
    }

    @Test
    void findsCommandsThatDoNotExist() {
        String md = String.join("\n",
                "Run `./echosoap demo` first; `... is not an echosoap result` is a message, not a command.",
                "```",
                "./echosoap server start|restart [--port P]",
                "./echosoap frobnicate --now",
                "echosoap report DIR",
                "echosoap server running at http://127.0.0.1:8080/echosoap (pid 1)",
                "java -jar client/target/echosoap-client.jar run",
                "```",
                "");
        List<Markdown.Command> shown = Markdown.echosoapCommands(md);
        assertEquals(List.of("demo", "server", "frobnicate", "report", "server"),
                shown.stream().map(Markdown.Command::command).toList());
        List<String> problems = unknownCommands(shown,
                Map.of("demo", Set.of(), "server", Set.of("start", "stop", "status")), Set.of("run", "report"));
        assertEquals(List.of("README.md:3: 'server' has no action 'restart' ([start, status, stop])",
                "README.md:4: no command 'frobnicate'"), problems);
    }
}
