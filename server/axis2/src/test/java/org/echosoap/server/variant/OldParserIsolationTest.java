package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import org.junit.jupiter.api.Test;
import org.xml.sax.XMLReader;

/**
 * The end-of-life parsers live in class loaders of their own: Xerces 1 and Xerces2 share class names but each side
 * sees only its own; the old jars' SAX and DOM interfaces are never used (the JDK's are); and using them changes
 * nothing about which parser JAXP gives everyone else (on this test class path: Xerces2, whose jar registers its
 * factories; in the WAR: the JDK's, checked by XercesPackagingIT).
 */
class OldParserIsolationTest {

    private static final String SAX_PARSER = "org.apache.xerces.parsers.SAXParser";
    /** A class only Xerces2 has. */
    private static final String XERCES2_ONLY = "org.apache.xerces.impl.Version";
    /** A class only Xerces 1 has. */
    private static final String XERCES1_ONLY = "org.apache.xerces.framework.Version";

    private static String jarOf(Class<?> type) {
        URL location = type.getProtectionDomain().getCodeSource().getLocation();
        return location.getPath().substring(location.getPath().lastIndexOf('/') + 1);
    }

    @Test
    void xerces1AndXerces2EachSeeOnlyTheirOwnClasses() throws Exception {
        Class<?> old = Class.forName(SAX_PARSER, false, OldParserJars.xerces1());
        Class<?> current = Class.forName(SAX_PARSER, false, getClass().getClassLoader());
        assertNotEquals(old, current);
        assertEquals(OldParsers.XERCES1_JAR, jarOf(old));
        assertTrue(jarOf(current).startsWith("xercesImpl-2."), jarOf(current));
        assertThrows(ClassNotFoundException.class, () -> Class.forName(XERCES2_ONLY, false, OldParserJars.xerces1()));
        assertThrows(ClassNotFoundException.class, () -> Class.forName(XERCES1_ONLY, false, getClass().getClassLoader()));
        assertThrows(ClassNotFoundException.class,
                () -> Class.forName("org.apache.crimson.parser.XMLReaderImpl", false, getClass().getClassLoader()));
    }

    @Test
    void theOldParsersImplementTheJdksSaxInterfaces() throws Exception {
        for (ClassLoader loader : new ClassLoader[] {OldParserJars.xerces1(), OldParserJars.crimson()}) {
            // Both jars bundle org.xml.sax and javax.xml.parsers; the platform loader's come first.
            assertSame(XMLReader.class, Class.forName("org.xml.sax.XMLReader", false, loader));
            assertSame(SAXParserFactory.class, Class.forName("javax.xml.parsers.SAXParserFactory", false, loader));
        }
        XMLReader crimson = IsolatedSaxInputValueParser.newReader(OldParserJars.crimson(), CrimsonServlet.READER);
        assertEquals(OldParsers.CRIMSON_JAR, jarOf(crimson.getClass()));
    }

    @Test
    void jaxpGivesEveryoneElseTheSameParserAfterTheOldOnesRan() throws Exception {
        String saxBefore = SAXParserFactory.newInstance().getClass().getName();
        String domBefore = DocumentBuilderFactory.newInstance().getClass().getName();
        byte[] seed = ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>1.5</input></echoFloat></soap:Body></soap:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        for (InputValueParser old : new InputValueParser[] {OldParserJars.crimsonSax(), OldParserJars.xerces1Sax(),
            OldParserJars.xerces1Dom()}) {
            assertEquals("1.5", old.fromStream(new ByteArrayInputStream(seed)));
        }
        Class<?> sax = SAXParserFactory.newInstance().getClass();
        Class<?> dom = DocumentBuilderFactory.newInstance().getClass();
        assertEquals(saxBefore, sax.getName());
        assertEquals(domBefore, dom.getName());
        for (Class<?> factory : new Class<?>[] {sax, dom}) {
            assertTrue(factory.getName().startsWith("org.apache.xerces.jaxp."), factory.getName());
            assertSame(getClass().getClassLoader(), factory.getClassLoader(), factory.getName());
        }
    }
}
