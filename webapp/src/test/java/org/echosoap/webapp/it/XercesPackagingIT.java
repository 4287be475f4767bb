package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;

/**
 * The WAR carries Xerces2 for the variants but not its {@code META-INF/services} registrations: with them, every
 * JAXP lookup in the webapp (Axis2's WSDL and schema handling, {@code DatatypeFactory}, ...) would find Xerces
 * through the context class loader instead of the JDK's parsers. Woodstox's StAX registrations stay: Axiom uses them.
 */
class XercesPackagingIT {

    /** Service files that would replace the JDK's DOM, SAX, datatype, validation or DOM-implementation lookups. */
    private static final List<String> JDK_JAXP_SERVICES = List.of(
            "META-INF/services/javax.xml.parsers.DocumentBuilderFactory",
            "META-INF/services/javax.xml.parsers.SAXParserFactory",
            "META-INF/services/javax.xml.datatype.DatatypeFactory",
            "META-INF/services/javax.xml.validation.SchemaFactory",
            "META-INF/services/org.xml.sax.driver",
            "META-INF/services/org.w3c.dom.DOMImplementationSourceList");

    private static final String XERCES_DOM_FACTORY = "org/apache/xerces/jaxp/DocumentBuilderFactoryImpl.class";

    @Test
    void warHasXercesWithoutJaxpServiceRegistrations() throws IOException {
        List<String> jarsWithXerces = new ArrayList<>();
        List<String> offending = new ArrayList<>();
        try (ZipFile war = new ZipFile(ItPaths.war().toFile())) {
            for (Enumeration<? extends ZipEntry> entries = war.entries(); entries.hasMoreElements(); ) {
                ZipEntry jar = entries.nextElement();
                if (!jar.getName().startsWith("WEB-INF/lib/") || !jar.getName().endsWith(".jar")) {
                    continue;
                }
                assertFalse(jar.getName().contains("xml-apis"), "xml-apis duplicates the JDK's java.xml: " + jar);
                List<String> names = entryNames(war, jar);
                if (names.contains(XERCES_DOM_FACTORY)) {
                    jarsWithXerces.add(jar.getName());
                    names.stream().filter(n -> n.startsWith("META-INF/services/") && !n.endsWith("/"))
                            .forEach(n -> offending.add(jar.getName() + "!" + n));
                }
                names.stream().filter(JDK_JAXP_SERVICES::contains).forEach(n -> offending.add(jar.getName() + "!" + n));
            }
        }
        assertEquals(1, jarsWithXerces.size(), () -> "jars with Xerces: " + jarsWithXerces);
        assertTrue(jarsWithXerces.get(0).contains("noservices"), jarsWithXerces.get(0));
        assertEquals(List.of(), offending);
    }

    @Test
    void endOfLifeParsersAreOnlyInWebInfOldParsers() throws IOException {
        List<String> oldParsers = new ArrayList<>();
        List<String> crimsonInLib = new ArrayList<>();
        try (ZipFile war = new ZipFile(ItPaths.war().toFile())) {
            for (Enumeration<? extends ZipEntry> entries = war.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                if (entry.getName().startsWith("WEB-INF/old-parsers/") && !entry.isDirectory()) {
                    oldParsers.add(entry.getName().substring("WEB-INF/old-parsers/".length()));
                }
                if (entry.getName().startsWith("WEB-INF/lib/") && entry.getName().endsWith(".jar")
                        && entryNames(war, entry).stream().anyMatch(n -> n.startsWith("org/apache/crimson/"))) {
                    crimsonInLib.add(entry.getName());
                }
            }
        }
        // Xerces 1 in WEB-INF/lib is caught above (a second jar with the Xerces DOM factory class).
        assertEquals(List.of("crimson-1.1.3.jar", "xerces-1.4.4.jar"), oldParsers.stream().sorted().toList());
        assertEquals(List.of(), crimsonInLib);
    }

    private static List<String> entryNames(ZipFile war, ZipEntry jar) throws IOException {
        List<String> names = new ArrayList<>();
        try (InputStream in = war.getInputStream(jar); ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                names.add(e.getName());
            }
        }
        return names;
    }
}
