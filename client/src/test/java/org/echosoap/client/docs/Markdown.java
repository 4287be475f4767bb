package org.echosoap.client.docs;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Just enough of GitHub-flavoured Markdown to check a newcomer's path through the docs: which parts are code
 * (fenced blocks, inline code spans), where the links point, which anchors a file's headings make (GitHub's
 * rules), and which {@code echosoap} commands the code shows.
 *
 * <pre>{@code
 * List<String> problems = Markdown.brokenLinks(root.resolve("README.md"), root);   // empty when all resolve
 * Markdown.slug("Forks: more than one server JVM");                              // "forks-more-than-one-server-jvm"
 * }</pre>
 */
final class Markdown {

    /** A link's target as written, and the line it is on (1-based). */
    record Link(int line, String target) {
    }

    /** {@code [./]echosoap COMMAND [ACTION]} found in code; {@code launcherLine} when written {@code ./echosoap}. */
    record Command(int line, String command, String action, boolean launcherLine) {
    }

    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})(.*)$");
    private static final Pattern INLINE_CODE = Pattern.compile("(`+)(.+?)(?<!`)\\1(?!`)", Pattern.DOTALL);
    private static final Pattern INLINE_LINK = Pattern.compile("!?\\[([^\\]]*)\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern REFERENCE_DEFINITION = Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:\\s*<?([^\\s>]+)>?");
    private static final Pattern HTML_LINK = Pattern.compile("<(?:a|img)\\b[^>]*?\\b(?:href|src)\\s*=\\s*\"([^\"]*)\"",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HTML_ANCHOR = Pattern.compile("<[a-z][^>]*?\\b(?:id|name)\\s*=\\s*\"([^\"]+)\"",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ATX_HEADING = Pattern.compile("^ {0,3}#{1,6}(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$");
    private static final Pattern SETEXT_UNDERLINE = Pattern.compile("^ {0,3}(=+|-+)[ \\t]*$");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    /** Not part of a word or path before it: start, space, quote, backtick, {@code $} prompt, parenthesis. */
    private static final Pattern ECHOSOAP_COMMAND =
            Pattern.compile("(?<![\\w/.-])(\\./)?echosoap +([a-z][a-z0-9-]*(?:\\|[a-z][a-z0-9-]*)*)(?![\\w-])(?: +(\\S+))?");

    private Markdown() {
    }

    /** The text with fenced code blocks and inline code spans blanked out (line breaks kept, so lines still count). */
    static String withoutCode(String markdown) {
        Matcher m = INLINE_CODE.matcher(withoutFences(lines(markdown)));
        StringBuilder blanked = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(blanked, Matcher.quoteReplacement(m.group().replaceAll("[^\\n]", " ")));
        }
        m.appendTail(blanked);
        return blanked.toString();
    }

    /** Every code line: the lines of fenced blocks and the lines holding inline code spans (span text only). */
    static List<Line> code(String markdown) {
        List<Line> all = lines(markdown);
        List<Line> code = new ArrayList<>(all.stream().filter(Line::inFence).toList());
        String prose = withoutFences(all);
        Matcher m = INLINE_CODE.matcher(prose);
        while (m.find()) {
            code.add(new Line(lineOf(prose, m.start()), m.group(2).replace('\n', ' '), false));
        }
        code.sort((a, b) -> Integer.compare(a.number(), b.number()));
        return code;
    }

    /** Links outside code: inline {@code [text](target)}, images, reference definitions, HTML href/src. */
    static List<Link> links(String markdown) {
        String text = withoutCode(markdown);
        List<Link> links = new ArrayList<>();
        for (Pattern p : List.of(INLINE_LINK, REFERENCE_DEFINITION, HTML_LINK)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                int group = p == INLINE_LINK ? 2 : 1;
                links.add(new Link(lineOf(text, m.start(group)), m.group(group)));
            }
        }
        links.sort((a, b) -> Integer.compare(a.line(), b.line()));
        return links;
    }

    /** The anchors a file's headings get on GitHub (duplicates numbered -1, -2, ...), and explicit HTML ids. */
    static Set<String> anchors(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> occurrences = new HashMap<>(); // github-slugger's counter
        List<Line> lines = lines(markdown);
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (line.inFence()) {
                continue;
            }
            String heading = null;
            Matcher atx = ATX_HEADING.matcher(line.text());
            if (atx.matches()) {
                heading = atx.group(1) == null ? "" : atx.group(1);
            } else if (i + 1 < lines.size() && !lines.get(i + 1).inFence() && !line.text().isBlank()
                    && SETEXT_UNDERLINE.matcher(lines.get(i + 1).text()).matches()
                    && !line.text().strip().startsWith("|")) {
                heading = line.text().strip();
            }
            if (heading != null) {
                String base = slug(heading);
                String anchor = base;
                while (occurrences.containsKey(anchor)) {
                    anchor = base + "-" + occurrences.merge(base, 1, Integer::sum);
                }
                occurrences.put(anchor, 0);
                anchors.add(anchor);
            }
        }
        Matcher html = HTML_ANCHOR.matcher(withoutCode(markdown));
        while (html.find()) {
            anchors.add(html.group(1));
        }
        return anchors;
    }

    /**
     * GitHub's heading anchor: the heading's rendered text (code spans, links and emphasis reduced to their text),
     * lower-cased, every character that is not a letter, mark, digit, underscore, space or hyphen dropped, each
     * space turned into a hyphen (not collapsed: {@code "a - b"} becomes {@code "a---b"}).
     */
    static String slug(String heading) {
        String text = heading
                .replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1") // links and images: their text
                .replaceAll("<[^>]+>", "")                          // HTML tags
                .replace("`", "")
                .replaceAll("(?<![\\p{L}\\p{N}])_+|_+(?![\\p{L}\\p{N}])", ""); // _emphasis_, not snake_case
        text = text.strip().toLowerCase(Locale.ROOT);
        text = text.replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "");
        return text.replace(' ', '-');
    }

    /**
     * Every relative link in {@code file} that does not resolve: a missing file or directory, a path outside
     * {@code root}, or an anchor no heading of the target Markdown file makes. Links with a scheme (https:,
     * mailto:) are not followed.
     */
    static List<String> brokenLinks(Path file, Path root) throws IOException {
        String markdown = Files.readString(file, StandardCharsets.UTF_8);
        String where = root.relativize(file).toString();
        List<String> problems = new ArrayList<>();
        for (Link link : links(markdown)) {
            String target = link.target();
            if (target.isEmpty() || SCHEME.matcher(target).find()) {
                continue;
            }
            int hash = target.indexOf('#');
            String pathPart = URLDecoder.decode(hash < 0 ? target : target.substring(0, hash), StandardCharsets.UTF_8);
            String anchor = hash < 0 ? null : URLDecoder.decode(target.substring(hash + 1), StandardCharsets.UTF_8);
            Path resolved = pathPart.isEmpty() ? file
                    : (pathPart.startsWith("/") ? root.resolve(pathPart.substring(1)) : file.getParent().resolve(pathPart))
                            .normalize();
            String at = where + ":" + link.line() + ": (" + target + ") ";
            if (!resolved.startsWith(root)) {
                problems.add(at + "points outside the repository");
            } else if (!Files.exists(resolved)) {
                problems.add(at + "no such file: " + root.relativize(resolved));
            } else if (anchor != null && !anchor.isEmpty()) {
                if (!resolved.getFileName().toString().endsWith(".md") || Files.isDirectory(resolved)) {
                    problems.add(at + "an anchor into a file that is not Markdown");
                } else if (!anchors(Files.readString(resolved, StandardCharsets.UTF_8)).contains(anchor)) {
                    problems.add(at + "no heading makes #" + anchor + " in " + root.relativize(resolved));
                }
            }
        }
        return problems;
    }

    /**
     * Every {@code echosoap COMMAND} and {@code ./echosoap COMMAND [ACTION]} shown in fenced code, and in inline code
     * that starts with one (so that {@code `... is not an echosoap result`} is not read as a command).
     */
    static List<Command> echosoapCommands(String markdown) {
        List<Command> commands = new ArrayList<>();
        for (Line line : code(markdown)) {
            String text = line.text().strip();
            if (!line.inFence() && !text.startsWith("echosoap ") && !text.startsWith("./echosoap ")) {
                continue;
            }
            Matcher m = ECHOSOAP_COMMAND.matcher(line.text());
            while (m.find()) {
                boolean launcher = m.group(1) != null;
                for (String command : m.group(2).split("\\|")) {
                    commands.add(new Command(line.number(), command, launcher ? m.group(3) : null, launcher));
                }
            }
        }
        return commands;
    }

    /** One line of a Markdown file; {@code inFence} for lines inside a fenced code block (not the fences). */
    record Line(int number, String text, boolean inFence) {
    }

    private static List<Line> lines(String markdown) {
        List<Line> lines = new ArrayList<>();
        String fence = null;
        int number = 0;
        for (String text : markdown.split("\n", -1)) {
            number++;
            Matcher m = FENCE.matcher(text);
            if (fence == null && m.matches() && !(m.group(1).charAt(0) == '`' && m.group(2).contains("`"))) {
                fence = m.group(1);
                lines.add(new Line(number, "", false)); // the opening fence itself is neither prose nor code
            } else if (fence != null && m.matches() && m.group(1).charAt(0) == fence.charAt(0)
                    && m.group(1).length() >= fence.length() && m.group(2).isBlank()) {
                fence = null;
                lines.add(new Line(number, "", false));
            } else {
                lines.add(new Line(number, text, fence != null));
            }
        }
        return lines;
    }

    /** The lines outside fenced blocks, those inside left empty. */
    private static String withoutFences(List<Line> lines) {
        StringBuilder out = new StringBuilder();
        for (Line line : lines) {
            out.append(line.inFence() ? "" : line.text()).append('\n');
        }
        return out.toString();
    }

    private static int lineOf(CharSequence text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
