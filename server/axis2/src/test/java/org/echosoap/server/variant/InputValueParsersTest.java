package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant's parser, in both input modes, finds the seed's {@code input} value the same way: the text of
 * the first {@code {http://tempuri.org/}input}, as parsed, whatever the prefix; and rejects what Axis2 rejects
 * with a one-line reason.
 */
class InputValueParsersTest {

    private static final String SEED_HEAD = "<?xml version=\"1.0\"?>\n"
            + "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n<soap:Body>\n";
    private static final String SEED_TAIL = "\n</soap:Body>\n</soap:Envelope>\n";

    /** Parser x mode: the mode decides how the test hands over the body, as the servlet does. */
    static Stream<Arguments> variants() {
        List<Arguments> all = new ArrayList<>();
        for (InputValueParser parser : new InputValueParser[] {new DomInputValueParser(), new SaxInputValueParser(),
            new StaxInputValueParser(), new XniInputValueParser(), new JdomInputValueParser(),
            new XppInputValueParser(), OldParserJars.crimsonSax(), OldParserJars.xerces1Sax(),
            OldParserJars.xerces1Dom()}) {
            for (InputMode mode : InputMode.values()) {
                all.add(Arguments.of(OldParserJars.nameOf(parser) + "/" + mode.queryValue(), parser, mode));
            }
        }
        return all.stream();
    }

    private static String parse(InputValueParser parser, InputMode mode, byte[] body)
            throws RejectedRequestException, IOException {
        return mode == InputMode.STREAM
                ? parser.fromStream(new ByteArrayInputStream(body))
                : parser.fromReader(new StringReader(VariantServlet.preread(new ByteArrayInputStream(body))));
    }

    private static String parse(InputValueParser parser, InputMode mode, String body)
            throws RejectedRequestException, IOException {
        return parse(parser, mode, body.getBytes(StandardCharsets.UTF_8));
    }

    private static String echoFloat(String inner) {
        return SEED_HEAD + "<echoFloat xmlns=\"http://tempuri.org/\">" + inner + "</echoFloat>" + SEED_TAIL;
    }

    private static byte[] seedRequest() throws IOException {
        try (InputStream in = InputValueParsersTest.class.getResourceAsStream("/echoFloat-request.xml")) {
            assertNotNull(in, "echoFloat-request.xml missing from the test class path");
            return in.readAllBytes();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void findsTheSeedValue(String name, InputValueParser parser, InputMode mode) throws Exception {
        assertEquals("3.14159", parse(parser, mode, seedRequest()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void copiesTheValueAsParsed(String name, InputValueParser parser, InputMode mode) throws Exception {
        assertEquals("2.5", parse(parser, mode, echoFloat("<input>2.5</input>")));
        assertEquals(" 2.5 ", parse(parser, mode, echoFloat("<input> 2.5 </input>")), "no trimming, no conversion");
        assertEquals("abc", parse(parser, mode, echoFloat("<input>abc</input>")), "no float conversion");
        assertEquals("a&b<c", parse(parser, mode, echoFloat("<input>a&amp;b&#60;c</input>")));
        assertEquals("1<2", parse(parser, mode, echoFloat("<input><![CDATA[1<2]]></input>")));
        assertEquals("123", parse(parser, mode, echoFloat("<input>1<!-- no -->2<x>3</x></input>")));
        assertEquals("", parse(parser, mode, echoFloat("<input/>")));
        assertEquals("é€", parse(parser, mode, echoFloat("<input>é€</input>")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void matchesTheNamespaceNotThePrefix(String name, InputValueParser parser, InputMode mode) throws Exception {
        String prefixed = SEED_HEAD + "<t:echoFloat xmlns:t=\"http://tempuri.org/\"><t:input>7</t:input></t:echoFloat>"
                + SEED_TAIL;
        assertEquals("7", parse(parser, mode, prefixed));
        String firstWins = echoFloat("<other xmlns=\"urn:x\"><input>no</input></other><input>1</input><input>2</input>");
        assertEquals("1", parse(parser, mode, firstWins));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsARequestWithoutInput(String name, InputValueParser parser, InputMode mode) {
        for (String body : new String[] {
            echoFloat("<other>1</other>"),
            echoFloat("<input xmlns=\"\">1</input>"), // no namespace
            echoFloat("<input xmlns=\"urn:else\">1</input>")}) {
            RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> parse(parser, mode, body));
            assertEquals(InputValueParser.NO_INPUT, e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsABodyWhoseFirstElementIsNotEchoFloat(String name, InputValueParser parser, InputMode mode) {
        String found = ", found ";
        String[][] bodiesAndWhatWasFound = {
            {SEED_HEAD + "<frobnicate xmlns=\"http://tempuri.org/\"><input>1</input></frobnicate>" + SEED_TAIL,
                "{http://tempuri.org/}frobnicate"},
            {SEED_HEAD + "<echoFloat><input xmlns=\"http://tempuri.org/\">1</input></echoFloat>" + SEED_TAIL,
                "{}echoFloat"},
            {SEED_HEAD + "<echoFloat xmlns=\"urn:else\"><input xmlns=\"http://tempuri.org/\">1</input></echoFloat>"
                + SEED_TAIL, "{urn:else}echoFloat"},
            {SEED_HEAD + "<other xmlns=\"http://tempuri.org/\"/>"
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>1</input></echoFloat>" + SEED_TAIL,
                "{http://tempuri.org/}other"},
            {SEED_HEAD + SEED_TAIL, "none"},
            {"<echoFloat xmlns=\"http://tempuri.org/\"><input>1</input></echoFloat>", "none"}}; // no envelope
        for (String[] c : bodiesAndWhatWasFound) {
            RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> parse(parser, mode, c[0]),
                    c[0]);
            assertEquals("echoFloat expects {http://tempuri.org/}echoFloat as the first element of the SOAP Body"
                    + found + c[1], e.getMessage());
            assertCleanReason(e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void looksForTheOperationInTheBodyNotTheHeader(String name, InputValueParser parser, InputMode mode)
            throws Exception {
        String withHeader = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<soap:Header><h:trace xmlns:h=\"urn:h\"><h:id>1</h:id></h:trace></soap:Header>"
                + "<soap:Body><echoFloat xmlns=\"http://tempuri.org/\"><input>4.5</input></echoFloat></soap:Body>"
                + "</soap:Envelope>";
        assertEquals("4.5", parse(parser, mode, withHeader));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsMalformedXmlWithAOneLineReason(String name, InputValueParser parser, InputMode mode) throws Exception {
        byte[] seed = seedRequest();
        byte[] half = java.util.Arrays.copyOf(seed, seed.length / 2);
        for (byte[] body : new byte[][] {
            half,
            new byte[0],
            "hello, is this SOAP?".getBytes(StandardCharsets.UTF_8),
            echoFloat("<input>1</inpt>").getBytes(StandardCharsets.UTF_8),
            echoFloat("<u:input>1</u:input>").getBytes(StandardCharsets.UTF_8)}) { // unbound prefix
            RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> parse(parser, mode, body),
                    () -> new String(body, StandardCharsets.UTF_8));
            assertCleanReason(e.getMessage());
            assertTrue(e.getMessage().startsWith("XML error: "), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsBytesThatAreNotUtf8AsBadXml(String name, InputValueParser parser, InputMode mode) throws Exception {
        byte[] body = echoFloat("<input>X</input>").getBytes(StandardCharsets.UTF_8);
        int x = new String(body, StandardCharsets.ISO_8859_1).indexOf(">X<") + 1;
        body[x] = (byte) 0xC3; // a lone lead byte followed by '<'
        if (mode == InputMode.PREREAD) {
            // preread decodes leniently (seed 004: new String(bytes)): the parser sees U+FFFD, a legal character
            assertEquals("\uFFFD", parse(parser, mode, body));
        } else {
            byte[] bad = body;
            RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> parse(parser, mode, bad));
            assertCleanReason(e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void rejectsDoctypeAndXxeWithoutReadingTheFile(String name, InputValueParser parser, InputMode mode,
            @TempDir Path dir) throws Exception {
        String secret = "secret-" + System.nanoTime();
        Path file = Files.writeString(dir.resolve("secret.txt"), secret);
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE soap:Envelope [<!ENTITY xxe SYSTEM \"" + file.toUri() + "\">]>\n"
                + SEED_HEAD.substring(SEED_HEAD.indexOf('\n') + 1)
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>&xxe;</input></echoFloat>" + SEED_TAIL;
        RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> parse(parser, mode, xxe));
        assertCleanReason(e.getMessage());
        assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
        assertFalse(e.getMessage().contains(secret));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void reusedParsersRecoverFromErrors(String name, InputValueParser parser, InputMode mode) throws Exception {
        // Per-thread parser instances: a failed parse must leave nothing behind for the next request.
        for (int i = 0; i < 20; i++) {
            String value = Integer.toString(i);
            switch (i % 5) {
                case 0 -> assertEquals(value, parse(parser, mode, echoFloat("<input>" + value + "</input>")));
                case 1 -> assertThrows(RejectedRequestException.class,
                        () -> parse(parser, mode, echoFloat("<input>" + value + "</input")));
                case 2 -> assertThrows(RejectedRequestException.class,
                        () -> parse(parser, mode, "<!DOCTYPE r><r/>"));
                case 3 -> assertThrows(RejectedRequestException.class,
                        () -> parse(parser, mode, echoFloat("<nothing/>")));
                default -> assertThrows(RejectedRequestException.class, // after one whose operation was right
                        () -> parse(parser, mode, SEED_HEAD + "<frobnicate xmlns=\"http://tempuri.org/\"><input>"
                                + value + "</input></frobnicate>" + SEED_TAIL));
            }
        }
        assertEquals("3.14159", parse(parser, mode, seedRequest()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void threadsDoNotShareParserState(String name, InputValueParser parser, InputMode mode) throws Exception {
        int threads = 4;
        int parsesPerThread = 200;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                results.add(pool.submit(() -> {
                    int correct = 0;
                    for (int i = 0; i < parsesPerThread; i++) {
                        String value = thread + "." + i;
                        if (value.equals(parse(parser, mode, echoFloat("<input>" + value + "</input>")))) {
                            correct++;
                        }
                    }
                    return correct;
                }));
            }
            for (Future<Integer> result : results) {
                assertEquals(parsesPerThread, result.get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void assertCleanReason(String reason) {
        assertFalse(reason.isBlank());
        assertFalse(reason.contains("\n") || reason.contains("\r"), () -> "multi-line: " + reason);
        for (String internal : new String[] {"Exception", "org.apache", "com.ctc", "java.", "javax.", "at ["}) {
            assertFalse(reason.contains(internal), () -> "reason leaks '" + internal + "': " + reason);
        }
    }
}
