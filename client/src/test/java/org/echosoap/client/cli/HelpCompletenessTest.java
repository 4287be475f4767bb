package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Help that works (issue 41, part 6): every command answers {@code --help} and {@code -V}; its help shows every option
 * it has, no placeholder picocli interpolated away, no line wider than 80 columns but a lone long word, and no word
 * split across lines (each word of the help rendered unwrapped is a word of the wrapped one).
 */
class HelpCompletenessTest {

    /** One command line for the whole class: building one loads every command (seconds on a busy machine). */
    private static final CommandLine MAIN = Main.commandLine();
    private static final java.util.Map<String, String> HELP = new java.util.HashMap<>();

    static List<String> commands() {
        List<String> names = new ArrayList<>(MAIN.getSubcommands().keySet());
        names.remove("help");
        return names;
    }

    private static synchronized String help(String command) {
        return HELP.computeIfAbsent(command, c -> MAIN.getSubcommands().get(c).getUsageMessage());
    }

    /** The same help from picocli alone, unwrapped: the words it holds. */
    private static Set<String> unwrappedWords(String command) {
        CommandLine plain = new CommandLine(new Main());
        plain.setUsageHelpWidth(HelpLayout.UNWRAPPED);
        plain.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        return words(plain.getSubcommands().get(command).getUsageMessage());
    }

    private static Set<String> words(String text) {
        return new HashSet<>(Arrays.asList(text.strip().split("\\s+")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyOptionIsInTheHelp(String command) {
        String help = help(command);
        for (OptionSpec option : MAIN.getSubcommands().get(command).getCommandSpec().options()) {
            if (!option.hidden()) {
                assertTrue(help.contains(option.longestName()), command + " --help lacks " + option.longestName()
                        + ":\n" + help);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void noLineIsWiderThanTheTerminalButALoneWord(String command) {
        for (String line : help(command).lines().toList()) {
            if (line.length() > HelpLayout.WIDTH) {
                assertFalse(line.strip().contains(" "), command + ": a line of " + line.length() + " columns: " + line);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void noWordIsSplitAcrossLines(String command) {
        Set<String> wrapped = words(help(command));
        for (String word : unwrappedWords(command)) {
            assertTrue(wrapped.contains(word), command + ": '" + word + "' is split in:\n" + help(command));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void helpAndVersionWorkOnEveryCommand(String command) {
        CommandLine cl = Main.commandLine();
        for (String flag : List.of("--help", "-h", "-V", "--version")) {
            StringWriter out = new StringWriter();
            cl.setOut(new PrintWriter(out, true));
            assertEquals(0, cl.execute(command, flag), command + " " + flag);
            String printed = out.toString();
            assertTrue(flag.contains("h") ? printed.startsWith("Usage: echosoap " + command)
                    : printed.startsWith("echosoap client "), command + " " + flag + " printed: " + printed);
        }
    }

    @Test
    void theTemplatesPlaceholdersAreShownNotInterpolated() {
        String help = help("run");
        for (String placeholder : List.of("${NAME}", "${raw:NAME}", "${seq}", "${random.int(MIN,MAX)}",
                "${random.uuid}", "${random.string(N)}", "$${ is a literal ${")) {
            assertTrue(help.contains(placeholder), placeholder + " missing:\n" + help);
        }
        assertFalse(help.contains("null, null"), help);
        assertFalse(help.contains("${ is a literal null"), help);
    }

    @Test
    void runsHelpIsInGroupsAndNamesTheLaunchersOptions() {
        String help = help("run");
        for (String heading : List.of("What to measure:", "Measurement:", "Load:", "Your own service (run --url):",
                "TLS:", "Output:", "Help:")) {
            assertTrue(help.lines().anyMatch(heading::equals), heading + " missing:\n" + help);
        }
        assertFalse(help.contains(OptionGroups.OTHER + ":"), "every option of run has its group:\n" + help);
        assertTrue(help.contains("--forks N") && help.contains("--cpus LIST"), help);
    }
}
