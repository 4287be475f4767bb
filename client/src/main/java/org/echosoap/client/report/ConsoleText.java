package org.echosoap.client.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;

/**
 * The console's text in whatever charset it can show. The client writes UTF-8 ({@code µs}, {@code ±}, {@code −});
 * where stdout cannot encode those (a container without a UTF-8 locale: {@code LANG} unset, C or POSIX, so the JVM
 * writes US-ASCII and every {@code µ} came out as {@code ?}), they become {@code us}, {@code +-}, {@code -}, as
 * tools that print units in ASCII do. Result files are always UTF-8; only the console falls back.
 *
 * <pre>{@code
 * System.setOut(ConsoleText.printStream(new FileOutputStream(FileDescriptor.out), ConsoleText.stdoutCharset()));
 * }</pre>
 */
public final class ConsoleText {

    /** What each symbol the client prints becomes where it cannot be encoded. */
    private static final Map<Character, String> ASCII = Map.ofEntries(
            Map.entry('µ', "u"), Map.entry('±', "+-"), Map.entry('−', "-"), Map.entry('×', "x"),
            Map.entry('–', "-"), Map.entry('—', "-"), Map.entry('…', "..."), Map.entry('≤', "<="),
            Map.entry('≥', ">="), Map.entry('→', "->"), Map.entry('≈', "~"), Map.entry('·', "."),
            Map.entry('σ', "sd"), Map.entry('Δ', "delta"), Map.entry('’', "'"), Map.entry('‘', "'"),
            Map.entry('“', "\""), Map.entry('”', "\""), Map.entry('\u00a0', " "));

    private ConsoleText() {
    }

    /** The charset the JVM writes stdout with: {@code stdout.encoding} (JDK 18+), else the JDK 17 ways. */
    public static Charset stdoutCharset() {
        return charsetOf(System.getProperties(), "stdout");
    }

    /** As {@link #stdoutCharset()} for stderr. */
    public static Charset stderrCharset() {
        return charsetOf(System.getProperties(), "stderr");
    }

    /**
     * The charset the JVM gives a standard stream ({@code stream}: stdout or stderr) under {@code properties}: its
     * {@code STREAM.encoding} (JDK 18+), else {@code sun.STREAM.encoding} (JDK 17, set for a console), else the
     * default charset ({@code file.encoding}, which JDK 17 takes from the locale).
     */
    static Charset charsetOf(Properties properties, String stream) {
        for (String key : new String[] {stream + ".encoding", "sun." + stream + ".encoding", "file.encoding"}) {
            String name = properties.getProperty(key);
            if (name != null && Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        }
        return Charset.defaultCharset();
    }

    /** Whether {@code charset} shows the client's symbols as they are. */
    public static boolean showsSymbols(Charset charset) {
        return charset.newEncoder().canEncode("µ±−×");
    }

    /**
     * A stream that takes UTF-8 (the client's text) and writes it to {@code out} in {@code charset}, the symbols it
     * cannot encode replaced by their ASCII forms ({@code ?} for the rest); UTF-8 passes through.
     */
    public static PrintStream printStream(OutputStream out, Charset charset) {
        OutputStream target = charset.equals(StandardCharsets.UTF_8) ? out : new Transcoding(out, charset);
        return new PrintStream(target, true, StandardCharsets.UTF_8);
    }

    /** {@code text} with every symbol {@code charset} cannot encode in its ASCII form. */
    public static String forCharset(String text, Charset charset) {
        if (charset.newEncoder().canEncode(text)) {
            return text;
        }
        java.nio.charset.CharsetEncoder encoder = charset.newEncoder();
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String ascii = ASCII.get(c);
            sb.append(ascii != null && !encoder.canEncode(c) ? ascii : String.valueOf(c));
        }
        return sb.toString();
    }

    /** UTF-8 in, {@code charset} out; a UTF-8 sequence split between writes waits for its last bytes. */
    private static final class Transcoding extends OutputStream {
        private final OutputStream out;
        private final Charset charset;
        private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        private ByteBuffer pending = ByteBuffer.allocate(8192);

        Transcoding(OutputStream out, Charset charset) {
            this.out = out;
            this.charset = charset;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            if (pending.remaining() < len) {
                ByteBuffer bigger = ByteBuffer.allocate(Math.max(pending.capacity() * 2, pending.position() + len));
                pending.flip();
                bigger.put(pending);
                pending = bigger;
            }
            pending.put(b, off, len);
            drain();
        }

        @Override
        public synchronized void flush() throws IOException {
            drain();
            out.flush();
        }

        @Override
        public synchronized void close() throws IOException {
            flush();
            out.close();
        }

        /** Writes every complete character held; keeps an incomplete sequence at the end. */
        private void drain() throws IOException {
            pending.flip();
            CharBuffer chars = CharBuffer.allocate(pending.remaining());
            decoder.decode(pending, chars, false);
            pending.compact();
            chars.flip();
            if (chars.hasRemaining()) {
                // getBytes replaces what still cannot be encoded with the charset's own replacement ('?').
                out.write(forCharset(chars.toString(), charset).getBytes(charset));
            }
        }
    }
}
