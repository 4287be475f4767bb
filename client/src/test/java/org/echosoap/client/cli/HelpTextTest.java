package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The help a newcomer reads first: {@code echosoap --help} lists every command with a summary that is one whole
 * sentence (picocli shows only the first line of a command's description there, so a description wrapped by hand
 * shows up cut mid-sentence), and no help text makes picocli complain about a format string (a {@code %} in a
 * description must be written {@code %%}, else picocli prints "[picocli WARN] Could not format ..." and the raw text).
 *
 * <p>Each help is rendered by the client's real {@code Main} in a JVM of its own, as {@code java -jar
 * echosoap-client.jar --help} would: picocli's warnings go to the {@code System.err} it saw when it was loaded,
 * which a test cannot redirect afterwards in its own JVM.
 */
class HelpTextTest {

    private static final long TIMEOUT_SECONDS = 60;

    /** A command's line in the top-level list: two spaces, the name, spaces, the start of its summary. */
    private static final Pattern COMMAND_LINE = Pattern.compile("^  (\\S+) +(\\S.*)$");
    /** A sentence end followed by the start of another sentence. */
    private static final Pattern SECOND_SENTENCE = Pattern.compile("[.!?] +[A-Z]");

    private static Help topLevel;
    private static final Map<String, Help> COMMAND_HELP = new HashMap<>();

    record Help(int exitCode, String output) {
    }

    @BeforeAll
    static void renderTopLevelHelp() throws Exception {
        topLevel = render("--help");
    }

    static List<String> subcommands() {
        return new ArrayList<>(Main.commandLine().getSubcommands().keySet());
    }

    @Test
    void topLevelHelpListsEveryCommand() {
        assertEquals(0, topLevel.exitCode(), topLevel.output());
        assertEquals(subcommands(), new ArrayList<>(summaries(topLevel.output()).keySet()), topLevel.output());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subcommands")
    void summaryInTheTopLevelListIsOneWholeSentence(String command) throws Exception {
        String summary = summaries(topLevel.output()).get(command);
        assertTrue(summary != null, () -> command + " missing from the top-level help:\n" + topLevel.output());
        assertTrue(summary.endsWith("."), () -> command + ": summary does not end a sentence: '" + summary + "'");
        assertEquals(count(summary, '('), count(summary, ')'), () -> command + ": unbalanced parentheses, cut? '"
                + summary + "'");
        assertFalse(SECOND_SENTENCE.matcher(summary).find(), () -> command + ": more than one sentence: '"
                + summary + "'");
        // Not a fragment of a longer text: the command's own help starts its description with the same sentence.
        String own = oneLine(commandHelp(command).output());
        assertTrue(own.contains(summary), () -> command + ": its own help does not hold the summary '" + summary
                + "':\n" + own);
    }

    @Test
    void topLevelHelpHasNoPicocliWarnings() {
        assertNoWarnings("echosoap --help", topLevel);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subcommands")
    void commandHelpHasNoPicocliWarnings(String command) throws Exception {
        Help help = commandHelp(command);
        assertEquals(0, help.exitCode(), help.output());
        assertNoWarnings("echosoap " + command + " --help", help);
    }

    private static void assertNoWarnings(String what, Help help) {
        for (String bad : new String[] {"picocli WARN", "Could not format"}) {
            assertFalse(help.output().contains(bad), () -> what + " prints '" + bad + "':\n" + help.output());
        }
    }

    /** Command name to summary (wrapped lines joined), in the order of the top-level help's "Commands:" list. */
    static Map<String, String> summaries(String help) {
        Map<String, String> summaries = new LinkedHashMap<>();
        String current = null;
        boolean inCommands = false;
        for (String line : help.lines().toList()) {
            if (line.equals("Commands:")) {
                inCommands = true;
                continue;
            }
            if (!inCommands) {
                continue;
            }
            if (line.isBlank() || !line.startsWith("  ")) {
                break;
            }
            Matcher m = COMMAND_LINE.matcher(line);
            if (m.matches()) {
                current = m.group(1);
                summaries.put(current, m.group(2).strip());
            } else if (current != null) {
                summaries.put(current, summaries.get(current) + " " + line.strip());
            }
        }
        return summaries;
    }

    private static String oneLine(String text) {
        return String.join(" ", text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
    }

    private static long count(String s, char c) {
        return s.chars().filter(ch -> ch == c).count();
    }

    /** {@code echosoap COMMAND --help}, rendered once per test class. */
    private static Help commandHelp(String command) throws IOException, InterruptedException {
        Help help = COMMAND_HELP.get(command);
        if (help == null) {
            help = render(command, "--help");
            COMMAND_HELP.put(command, help);
        }
        return help;
    }

    /** {@code java -cp <test class path> org.echosoap.client.cli.Main ARGS}: exit code and stdout + stderr. */
    private static Help render(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.language=en", "-Duser.country=US", "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8",
                "-Dstderr.encoding=UTF-8", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Path output = Files.createTempFile("echosoap-help", ".txt");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            process.getOutputStream().close();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("no exit within " + TIMEOUT_SECONDS + " s: " + command);
            }
            return new Help(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
