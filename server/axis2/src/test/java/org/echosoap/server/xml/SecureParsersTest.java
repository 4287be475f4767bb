package org.echosoap.server.xml;

import org.echosoap.server.contract.XmlLimits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.stream.XMLStreamReader;
import org.apache.xerces.xni.parser.XMLInputSource;
import org.apache.xerces.xni.parser.XMLPullParserConfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;

/**
 * Each secure parser set-up parses the seed request and refuses a DOCTYPE before reading anything it names: a
 * local file (XXE), a URL (checked with a listening socket nobody may connect to), or an entity bomb (fast).
 */
class SecureParsersTest {

    private static final String SECRET = "echosoap-secret-" + Long.toHexString(System.nanoTime());

    /** Parses a whole document with one of the four parsers; throws whatever the parser throws. */
    @FunctionalInterface
    interface WholeParse {
        void parse(String xml) throws Exception;
    }

    static Stream<Arguments> parsers() {
        WholeParse dom = xml -> SecureParsers.newXercesDocumentBuilder().parse(new InputSource(new StringReader(xml)));
        WholeParse sax = xml -> {
            XMLReader reader = SecureParsers.newXercesXmlReader();
            reader.parse(new InputSource(new StringReader(xml)));
        };
        WholeParse xni = xml -> {
            XMLPullParserConfiguration config = SecureParsers.newXercesPullConfiguration();
            config.setInputSource(new XMLInputSource(null, null, null, new StringReader(xml), null));
            try {
                int steps = 0;
                while (config.parse(false)) {
                    if (++steps > 10_000_000) {
                        throw new AssertionError("XNI parse did not finish");
                    }
                }
            } finally {
                config.cleanup();
            }
        };
        WholeParse stax = xml -> {
            XMLStreamReader reader = SecureParsers.newWoodstoxReader(new StringReader(xml));
            try {
                while (reader.hasNext()) {
                    reader.next();
                }
            } finally {
                reader.close();
            }
        };
        WholeParse domParser = xml -> {
            org.apache.xerces.parsers.DOMParser parser = SecureParsers.newXercesDomParser();
            parser.parse(new InputSource(new StringReader(xml)));
            assertNotNull(parser.getDocument());
        };
        return Stream.of(Arguments.of("dom", dom), Arguments.of("sax", sax), Arguments.of("xni", xni),
                Arguments.of("stax", stax), Arguments.of("dom-parser", domParser));
    }

    /** The parsers the variants use, each of which must enforce {@link XmlLimits}. */
    static Stream<Arguments> limitedParsers() {
        return parsers().filter(a -> !"dom".equals(a.get()[0]));
    }

    private static String nested(int levels) {
        return "<a>".repeat(levels) + "</a>".repeat(levels);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limitedParsers")
    void enforcesTheXmlLimits(String name, WholeParse parser) throws Exception {
        parser.parse(nested(XmlLimits.MAX_DEPTH));
        assertRefused(name, parser, nested(XmlLimits.MAX_DEPTH + 1));
        assertRefused(name, parser, "<r><a/>" + nested(XmlLimits.MAX_DEPTH) + "</r>");

        StringBuilder attributes = new StringBuilder("<r");
        for (int i = 0; i <= XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT; i++) {
            attributes.append(" a").append(i).append("=\"\"");
        }
        assertRefused(name, parser, attributes.append("/>").toString());
        assertRefused(name, parser, "<r a=\"" + "x".repeat(XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS + 1) + "\"/>");

        parser.parse("<r>" + "<b/>".repeat((int) XmlLimits.MAX_ELEMENTS - 1) + "</r>");
        assertRefused(name, parser, "<r>" + "<b/>".repeat((int) XmlLimits.MAX_ELEMENTS) + "</r>");
    }

    private static void assertRefused(String name, WholeParse parser, String xml) {
        Exception e = assertThrows(Exception.class, () -> parser.parse(xml), name);
        assertFalse(e instanceof NullPointerException || e instanceof ClassCastException, () -> name + ": " + e);
        assertTrue(String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT).matches(
                ".*(limit|refused|exceeded|maximum).*"), () -> name + ": " + e);
    }

    @Test
    void axiomGetsTheSameLimitsThroughItsPropertiesFile() throws IOException {
        java.util.Properties axiom = new java.util.Properties();
        try (InputStream in = SecureParsers.class.getResourceAsStream("/XMLInputFactory.properties")) {
            assertNotNull(in, "XMLInputFactory.properties missing from the class path root");
            axiom.load(in);
        }
        assertEquals(String.valueOf(XmlLimits.MAX_DEPTH), axiom.getProperty(SecureParsers.WOODSTOX_MAX_DEPTH));
        assertEquals(String.valueOf(XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT),
                axiom.getProperty(SecureParsers.WOODSTOX_MAX_ATTRIBUTES));
        assertEquals(String.valueOf(XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS),
                axiom.getProperty(SecureParsers.WOODSTOX_MAX_ATTRIBUTE_SIZE));
        assertEquals(String.valueOf(XmlLimits.MAX_ELEMENTS), axiom.getProperty(SecureParsers.WOODSTOX_MAX_ELEMENTS));
    }

    private static String seed() throws IOException {
        try (InputStream in = SecureParsersTest.class.getResourceAsStream("/echoFloat-request.xml")) {
            assertNotNull(in, "echoFloat-request.xml missing from the test class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void parsesTheSeedRequest(String name, WholeParse parser) throws Exception {
        parser.parse(seed());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void refusesAPlainDoctype(String name, WholeParse parser) {
        Exception e = assertThrows(Exception.class, () -> parser.parse("<!DOCTYPE r><r/>"));
        assertTrue(String.valueOf(e.getMessage()).contains("DOCTYPE"), () -> name + ": " + e);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void refusesXxeWithALocalFileWithoutLeakingIt(String name, WholeParse parser, @TempDir Path dir) throws Exception {
        Path secretFile = Files.writeString(dir.resolve("secret.txt"), SECRET);
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM \"" + secretFile.toUri() + "\">]>\n"
                + "<r>&xxe;</r>";
        Exception e = assertThrows(Exception.class, () -> parser.parse(xxe));
        assertFalse(describe(e).contains(SECRET), () -> name + " leaked the file: " + describe(e));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void neverFetchesAnExternalDtdOrEntity(String name, WholeParse parser) throws Exception {
        // A listening socket on loopback: any attempt to fetch the DTD or the entity would connect to it.
        try (ServerSocket trap = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String url = "http://127.0.0.1:" + trap.getLocalPort() + "/evil";
            String externalDtd = "<!DOCTYPE r SYSTEM \"" + url + ".dtd\"><r/>";
            String externalEntity = "<!DOCTYPE r [<!ENTITY e SYSTEM \"" + url + ".ent\">"
                    + "<!ENTITY % p SYSTEM \"" + url + ".pe\"> %p;]><r>&e;</r>";
            assertThrows(Exception.class, () -> parser.parse(externalDtd));
            assertThrows(Exception.class, () -> parser.parse(externalEntity));
            trap.setSoTimeout(200);
            assertThrows(SocketTimeoutException.class, trap::accept, () -> name + " connected to " + url);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void refusesBillionLaughsFast(String name, WholeParse parser) {
        StringBuilder bomb = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n");
        for (int level = 1; level <= 9; level++) {
            bomb.append("<!ENTITY lol").append(level).append(" \"");
            for (int i = 0; i < 10; i++) {
                bomb.append("&lol").append(level == 1 ? "" : Integer.toString(level - 1)).append(';');
            }
            bomb.append("\">\n");
        }
        bomb.append("]>\n<lolz>&lol9;</lolz>");
        // Generous bound: refused at the DOCTYPE, this takes milliseconds; expanding it would take ages.
        assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertThrows(Exception.class, () -> parser.parse(bomb.toString())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("parsers")
    void reportsErrorsByThrowingNotByPrinting(String name, WholeParse parser) {
        PrintStream originalErr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            assertThrows(Exception.class, () -> parser.parse("<r><unclosed></r>"));
        } finally {
            System.setErr(originalErr);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8), name + " printed to stderr");
    }

    @Test
    void usesApachesXercesAndWoodstoxNotTheJdksInternalCopies() throws Exception {
        assertEquals("org.apache.xerces.jaxp.DocumentBuilderFactoryImpl",
                SecureParsers.xercesDocumentBuilderFactory().getClass().getName());
        assertEquals("org.apache.xerces.jaxp.DocumentBuilderImpl",
                SecureParsers.newXercesDocumentBuilder().getClass().getName());
        assertEquals("org.apache.xerces.jaxp.SAXParserFactoryImpl",
                SecureParsers.xercesSaxParserFactory().getClass().getName());
        assertTrue(SecureParsers.newXercesXmlReader().getClass().getName().startsWith("org.apache.xerces."));
        assertTrue(SecureParsers.newXercesPullConfiguration()
                instanceof org.apache.xerces.parsers.NonValidatingConfiguration);
        assertEquals(SecureParsers.WOODSTOX_INPUT_FACTORY, SecureParsers.woodstoxInputFactory().getClass().getName());
    }

    @Test
    void aReusedXniConfigurationStillRefusesAfterAGoodParse() throws Exception {
        // The DOCTYPE ban is set before the first parse configures the pipeline; it must survive reconfiguration.
        XMLPullParserConfiguration config = SecureParsers.newXercesPullConfiguration();
        List<String> outcomes = new ArrayList<>();
        for (String xml : new String[] {seed(), "<!DOCTYPE r><r/>", seed(), "<!DOCTYPE r><r/>"}) {
            config.setInputSource(new XMLInputSource(null, null, null, new StringReader(xml), null));
            try {
                while (config.parse(false)) {
                    // pull to the end
                }
                outcomes.add("ok");
            } catch (Exception e) {
                outcomes.add("refused");
            } finally {
                config.cleanup();
            }
        }
        assertEquals(List.of("ok", "refused", "ok", "refused"), outcomes);
    }

    private static String describe(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null && all.length() < 10_000; t = t.getCause()) {
            all.append(t).append('\n');
        }
        return all.toString();
    }
}
