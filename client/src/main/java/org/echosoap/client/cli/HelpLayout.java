package org.echosoap.client.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Every command's help wrapped at {@link #WIDTH} columns between words only. Why: picocli wraps with the JDK's line
 * {@code BreakIterator}, which breaks after a dot or a slash inside a word ({@code http://127.}/{@code 0.0.1},
 * {@code echosoap.}/{@code war}) and cuts a synopsis entry longer than the column mid-word. So picocli renders
 * unwrapped ({@link #UNWRAPPED}), and each section is wrapped here, a continuation line indented as picocli would
 * (under the synopsis' first option, under an option's description, under a command's summary). A word longer than
 * the room stays whole on a line of its own.
 *
 * <pre>{@code
 * HelpLayout.apply(commandLine); // before printing any usage
 * }</pre>
 */
final class HelpLayout {

    /** The help's width: a classic terminal. */
    static final int WIDTH = 80;
    /** picocli's width while rendering: wide enough that it wraps nothing. */
    static final int UNWRAPPED = 1000;

    /** An option line: its columns, then the description (two spaces or more before it, or one on overflow). */
    private static final Pattern OPTION_LINE = Pattern.compile("^ {2}(?:-\\S, |    )--?\\S+ +");
    /** A line of a command list, "  name   summary", or of a list written by hand, "  --opt N   what it does". */
    private static final Pattern COMMAND_LINE = Pattern.compile("^ +\\S+(?: \\S+)? {2,}");

    private HelpLayout() {
    }

    /** Wraps every section of {@code commandLine}'s help and its subcommands'. */
    static void apply(CommandLine commandLine) {
        commandLine.setUsageHelpWidth(UNWRAPPED);
        // No colours: their escape codes would count as columns (and the help is read in logs and files too).
        commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        Map<String, CommandLine.IHelpSectionRenderer> sections = commandLine.getHelpSectionMap();
        int descriptionColumn = optionDescriptionColumn(commandLine);
        for (String key : new ArrayList<>(sections.keySet())) {
            CommandLine.IHelpSectionRenderer original = sections.get(key);
            boolean options = key.equals(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST);
            boolean synopsis = key.equals(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS);
            sections.put(key, help -> synopsis ? synopsis(original.render(help), help)
                    : wrap(original.render(help), options ? descriptionColumn : -1));
        }
        // On this command only: CommandLine.setHelpSectionMap would hand this map to every subcommand too.
        commandLine.getCommandSpec().usageMessage().sectionMap(sections);
        commandLine.getSubcommands().values().forEach(HelpLayout::apply);
    }

    /**
     * The column where picocli starts an option's description: two columns of short options, a space, the long
     * options' column ({@code usageHelpLongOptionsMaxWidth} and its padding).
     */
    private static int optionDescriptionColumn(CommandLine commandLine) {
        return 2 + 2 + 1 + commandLine.getUsageHelpLongOptionsMaxWidth() + 4;
    }

    /**
     * The synopsis, printed after its heading ("Usage: "): one text (picocli starts the repeatable options on a line
     * of their own) wrapped under the first option.
     */
    static String synopsis(String text, CommandLine.Help help) {
        String heading = help.synopsisHeading();
        String joined = String.join(" ", text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
        String name = help.commandSpec().qualifiedName();
        int indent = heading.length() + name.length() + 1;
        // Wrapped as one line that starts with the heading, which is then cut off again: it is printed separately.
        String wrapped = wrapLine(heading + joined, indent);
        return wrapped.substring(heading.length()) + System.lineSeparator();
    }

    /**
     * {@code text} with every line longer than {@link #WIDTH} broken at spaces. {@code descriptionColumn}: in an
     * option list, where descriptions start (-1 elsewhere).
     */
    static String wrap(String text, int descriptionColumn) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(wrapLine(line, continuationIndent(line, descriptionColumn)));
        }
        return out.toString();
    }

    /** The indentation of the lines a long {@code line} continues on. */
    static int continuationIndent(String line, int descriptionColumn) {
        int leading = leadingSpaces(line);
        if (line.startsWith("Usage: ")) {
            int firstOption = line.indexOf(" [");
            return firstOption > 0 ? firstOption + 1 : "Usage: ".length();
        }
        if (descriptionColumn > 0) {
            // Under the description, two further in (picocli's own indent of a wrapped description).
            Matcher option = OPTION_LINE.matcher(line);
            if (option.find() && leading < descriptionColumn) {
                return Math.max(descriptionColumn, option.end()) + 2;
            }
            return leading;
        }
        Matcher command = COMMAND_LINE.matcher(line);
        return command.find() ? command.end() : leading;
    }

    private static String wrapLine(String line, int indent) {
        if (line.length() <= WIDTH) {
            return line; // as it is: a heading's trailing space is the space before what follows
        }
        String stripped = line.stripTrailing();
        List<String> lines = new ArrayList<>();
        String rest = stripped;
        int start = 0; // where the words of this line start: nothing is broken inside the indentation
        while (rest.length() > WIDTH) {
            int cut = rest.lastIndexOf(' ', WIDTH);
            while (cut > start && rest.charAt(cut - 1) == ' ') {
                cut--;
            }
            if (cut <= start) {
                // One word longer than the room: kept whole, up to the next space.
                cut = rest.indexOf(' ', Math.max(start, leadingSpaces(rest)));
                if (cut < 0) {
                    break;
                }
            }
            lines.add(rest.substring(0, cut).stripTrailing());
            rest = " ".repeat(indent) + rest.substring(cut).strip();
            start = indent;
        }
        lines.add(rest);
        return String.join("\n", lines);
    }

    private static int leadingSpaces(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        return i;
    }
}
