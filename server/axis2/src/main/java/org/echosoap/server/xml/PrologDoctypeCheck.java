package org.echosoap.server.xml;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refuses a DOCTYPE before a parser sees the document: for the end-of-life parsers (Crimson, Xerces 1) that have
 * no switch to turn DTDs off and no limit on entity expansion, so that a "billion laughs" or an external entity
 * must never reach them. It reads the prolog (what comes before the root element: XML declaration, processing
 * instructions, comments, white space) ahead, through a mark on a buffered stream, and refuses on {@code <!}
 * that does not open a comment; then it rewinds, and the parser reads the whole document, prolog included.
 *
 * <p>Bytes: UTF-8 and the other ASCII-compatible encodings are read byte by byte, UTF-16 (with a BOM or the
 * {@code <?} pattern of XML 1.0 Appendix F) two bytes at a time; UCS-4 and EBCDIC, which these parsers also read,
 * are refused (no request of ours uses them, and checking them here is not worth the code), and so is an XML
 * declaration naming an encoding whose bytes are not ASCII's for the prolog's characters (a parser switches to it
 * after the declaration). A prolog longer than {@link #MAX_PROLOG_CHARS} is refused too, so the look-ahead is
 * bounded.
 *
 * <pre>{@code
 * InputStream checked = PrologDoctypeCheck.refuseDoctype(request.getInputStream()); // throws DoctypeRefusedException
 * crimsonReader.parse(new InputSource(checked));
 * }</pre>
 */
public final class PrologDoctypeCheck {

    /** The longest prolog looked at: 64 Ki characters (the seed request's is 22). */
    public static final int MAX_PROLOG_CHARS = 64 * 1024;

    /** Look-ahead in bytes: two per character for UTF-16, plus a BOM. */
    private static final int MAX_PROLOG_BYTES = 2 * MAX_PROLOG_CHARS + 4;

    private PrologDoctypeCheck() {
    }

    /** Checks a byte stream; returns a stream positioned at its start again (buffered: hand that to the parser). */
    public static InputStream refuseDoctype(InputStream body) throws IOException, DoctypeRefusedException {
        BufferedInputStream in = new BufferedInputStream(body, 1024);
        in.mark(4);
        int[] first = {in.read(), in.read(), in.read(), in.read()};
        in.reset();
        in.mark(MAX_PROLOG_BYTES);
        try {
            scan(units(in, first), utf16(first) ? UTF16_FAMILY : ASCII_FAMILY);
        } finally {
            in.reset();
        }
        return in;
    }

    /** Checks a character stream; returns a reader positioned at its start again (hand that to the parser). */
    public static Reader refuseDoctype(Reader body) throws IOException, DoctypeRefusedException {
        BufferedReader in = body instanceof BufferedReader b ? b : new BufferedReader(body, 1024);
        in.mark(MAX_PROLOG_CHARS + 1);
        try {
            scan(in::read, null); // characters: the parser ignores the declared encoding
        } finally {
            in.reset();
        }
        return in;
    }

    /** The next UTF-16 code unit (or byte, for ASCII-compatible encodings), -1 at the end. */
    @FunctionalInterface
    private interface Units {
        int next() throws IOException;
    }

    /** How to read characters off {@code in}, after its first bytes (BOM, Appendix F patterns). */
    private static Units units(BufferedInputStream in, int[] first) throws IOException, DoctypeRefusedException {
        int b0 = first[0];
        int b1 = first[1];
        int b2 = first[2];
        int b3 = first[3];
        if (b0 == 0xFE && b1 == 0xFF || b0 == 0x00 && b1 == 0x3C && b2 == 0x00 && b3 == 0x3F) {
            if (b0 == 0xFE) {
                in.readNBytes(2); // the BOM
            }
            return () -> utf16(in, true);
        }
        if (b0 == 0xFF && b1 == 0xFE && !(b2 == 0x00 && b3 == 0x00)
                || b0 == 0x3C && b1 == 0x00 && b2 == 0x3F && b3 == 0x00) {
            if (b0 == 0xFF) {
                in.readNBytes(2); // the BOM
            }
            return () -> utf16(in, false);
        }
        if (b0 == 0x00 || b1 == 0x00 || b0 == 0x4C && b1 == 0x6F && b2 == 0xA7 && b3 == 0x94
                || b0 == 0xFF && b1 == 0xFE) {
            throw new DoctypeRefusedException("only UTF-8, UTF-16 and ASCII-compatible encodings are accepted here", 1, 1);
        }
        if (b0 == 0xEF && b1 == 0xBB && b2 == 0xBF) {
            in.readNBytes(3); // the BOM
        }
        return in::read;
    }

    private static int utf16(InputStream in, boolean bigEndian) throws IOException {
        int first = in.read();
        int second = in.read();
        if (first < 0 || second < 0) {
            return -1;
        }
        return bigEndian ? first << 8 | second : second << 8 | first;
    }

    /** Whether the first bytes say UTF-16 (a BOM, or {@code <?} in two bytes). */
    private static boolean utf16(int[] first) {
        return first[0] == 0xFE && first[1] == 0xFF || first[0] == 0x00 && first[1] == 0x3C
                || first[0] == 0xFF && first[1] == 0xFE || first[0] == 0x3C && first[1] == 0x00;
    }

    /**
     * The encodings an XML declaration may name after ASCII-compatible first bytes: those whose bytes for the
     * prolog's characters are the ASCII ones, so that what this check reads is what the parser reads. A parser
     * switches to the declared encoding after the declaration: naming EBCDIC there would hide a DOCTYPE from a
     * byte-wise look.
     */
    private static final Pattern ASCII_FAMILY = Pattern.compile(
            "(?i)UTF-?8|US-ASCII|ASCII|ISO-8859-([1-9]|1[0-5])|ISO-LATIN-1|LATIN1|WINDOWS-125[0-8]|CP125[0-8]");
    /** After UTF-16 first bytes: UTF-16 only. */
    private static final Pattern UTF16_FAMILY = Pattern.compile("(?i)UTF-?16(BE|LE)?");
    private static final Pattern ENCODING = Pattern.compile("\\sencoding\\s*=\\s*[\"']([^\"']*)[\"']");

    /**
     * Walks the prolog up to the root element's {@code <}, refusing a DOCTYPE (any {@code <!} but a comment) and,
     * for bytes ({@code encodings} not null), an XML declaration naming an encoding outside {@code encodings}.
     */
    private static void scan(Units units, Pattern encodings) throws IOException, DoctypeRefusedException {
        Position at = new Position(units);
        boolean first = true;
        while (true) {
            int c = at.next();
            if (first && c == 0xFEFF) {
                first = false;
                continue; // a byte order mark decoded into the characters (preread): the parser skips it too
            }
            first = false;
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                continue;
            }
            if (c != '<') {
                return; // the end, or not well-formed: the parser says what is wrong
            }
            int line = at.line;
            int column = at.column;
            int d = at.next();
            if (d == '?') {
                String instruction = at.readPast("?>");
                if (encodings != null && instruction.startsWith("xml") && instruction.length() > 3
                        && Character.isWhitespace(instruction.charAt(3))) {
                    checkEncoding(instruction, encodings, line, column);
                }
            } else if (d == '!') {
                if (at.next() == '-' && at.next() == '-') {
                    at.skipPast("-->");
                } else {
                    throw new DoctypeRefusedException(DoctypeNotAllowedException.REASON, line, column);
                }
            } else {
                return; // the root element (or junk for the parser to report)
            }
        }
    }

    private static void checkEncoding(String declaration, Pattern encodings, int line, int column)
            throws DoctypeRefusedException {
        Matcher named = ENCODING.matcher(declaration);
        if (named.find() && !encodings.matcher(named.group(1).strip()).matches()) {
            throw new DoctypeRefusedException("encoding " + named.group(1).replaceAll("[^A-Za-z0-9._-]", "?")
                    + " is not accepted here (UTF-8, UTF-16, US-ASCII, ISO-8859-n, windows-125n)", line, column);
        }
    }

    /** Reads units counting lines and columns, refusing a prolog longer than {@link #MAX_PROLOG_CHARS}. */
    private static final class Position {
        private final Units units;
        private int read;
        int line = 1;
        int column;

        Position(Units units) {
            this.units = units;
        }

        int next() throws IOException, DoctypeRefusedException {
            if (++read > MAX_PROLOG_CHARS) {
                throw new DoctypeRefusedException("the prolog (before the root element) is longer than "
                        + MAX_PROLOG_CHARS + " characters", line, column);
            }
            int c = units.next();
            if (c == '\n') {
                line++;
                column = 0;
            } else {
                column++;
            }
            return c;
        }

        /** Reads up to and including {@code end}, or to the end of input (the parser reports it). */
        void skipPast(String end) throws IOException, DoctypeRefusedException {
            readPast(end, null);
        }

        /** As {@link #skipPast}, returning what came before {@code end} (a processing instruction's text). */
        String readPast(String end) throws IOException, DoctypeRefusedException {
            StringBuilder text = new StringBuilder();
            readPast(end, text);
            int cut = text.length() - end.length();
            return cut >= 0 && text.substring(cut).equals(end) ? text.substring(0, cut) : text.toString();
        }

        private void readPast(String end, StringBuilder text) throws IOException, DoctypeRefusedException {
            int matched = 0;
            while (matched < end.length()) {
                int c = next();
                if (c < 0) {
                    return;
                }
                if (text != null) {
                    text.append((char) c);
                }
                if (c == end.charAt(matched)) {
                    matched++;
                } else if (c != end.charAt(0)) {
                    matched = 0;
                } else if (!(matched == 2 && end.charAt(1) == c)) {
                    matched = 1; // in "--->", the third '-' keeps "--" matched: the comment still ends at '>'
                }
            }
        }
    }
}
