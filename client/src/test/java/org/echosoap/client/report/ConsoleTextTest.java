package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** µs and ± whatever the locale: UTF-8 where the console takes it, "us" and "+-" where it does not (issue 41, part 7). */
class ConsoleTextTest {

    private static final String LINE = "per-message cost of EchoFloat − null: 17.5 ± 0.6 µs (95% CI)\n";

    private static String through(Charset console, String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = ConsoleText.printStream(bytes, console);
        out.print(text);
        out.flush();
        return bytes.toString(console);
    }

    @Test
    void anAsciiConsoleGetsUsAndPlusMinus() {
        assertEquals("per-message cost of EchoFloat - null: 17.5 +- 0.6 us (95% CI)\n",
                through(StandardCharsets.US_ASCII, LINE));
        assertFalse(ConsoleText.showsSymbols(StandardCharsets.US_ASCII));
    }

    @Test
    void aUtf8ConsoleGetsTheSymbols() {
        assertEquals(LINE, through(StandardCharsets.UTF_8, LINE));
        assertTrue(ConsoleText.showsSymbols(StandardCharsets.UTF_8));
    }

    @Test
    void latin1KeepsWhatItCanEncode() {
        // ISO-8859-1 has µ and ± but not the minus sign U+2212.
        assertEquals("per-message cost of EchoFloat - null: 17.5 ± 0.6 µs (95% CI)\n",
                through(StandardCharsets.ISO_8859_1, LINE));
    }

    @Test
    void aCharacterSplitBetweenWritesIsNotBroken() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = ConsoleText.printStream(bytes, StandardCharsets.US_ASCII);
        byte[] utf8 = "3 µs".getBytes(StandardCharsets.UTF_8);
        out.write(utf8, 0, 3); // "3 " and µ's first byte
        out.write(utf8, 3, utf8.length - 3);
        out.flush();
        assertEquals("3 us", bytes.toString(StandardCharsets.US_ASCII));
    }

    @Test
    void theConsolesCharsetIsTheOneTheJvmWritesWith() {
        Properties jdk25 = new Properties();
        jdk25.setProperty("stdout.encoding", "US-ASCII");
        jdk25.setProperty("file.encoding", "UTF-8");
        assertEquals(StandardCharsets.US_ASCII, ConsoleText.charsetOf(jdk25, "stdout"));
        Properties jdk17InCLocale = new Properties();
        jdk17InCLocale.setProperty("file.encoding", "ANSI_X3.4-1968");
        assertEquals(StandardCharsets.US_ASCII, ConsoleText.charsetOf(jdk17InCLocale, "stderr"));
    }
}
