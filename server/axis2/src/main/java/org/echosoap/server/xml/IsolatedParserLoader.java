package org.echosoap.server.xml;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A class loader of its own for an end-of-life parser's jar (Crimson, Xerces 1), so that it can never shadow the
 * webapp's Xerces2 nor be shadowed by it. Both Xerces lines use the same class names ({@code org.apache.xerces.*}),
 * and Crimson and Xerces 1 register JAXP factories in {@code META-INF/services}: in {@code WEB-INF/lib} they would
 * replace the JDK's parsers for every JAXP lookup in the webapp (Axis2's included).
 *
 * <p>The parent is the JDK's platform class loader, not the webapp's: the jar sees the JDK (so the parsers
 * implement the JDK's SAX and DOM interfaces, which the webapp can call directly) and nothing of
 * {@code WEB-INF/lib}. That is stricter than a child-first loader under the webapp's, which would still let a
 * class missing from the old jar resolve to Xerces2. The JAXP, SAX and DOM API classes the old jars bundle are
 * never used (the JDK's come first), and nothing is ever looked up through JAXP: the variants name each parser
 * class ({@code Class.forName(name, true, loader)}).
 *
 * <p>The jar is copied to a file first (a WAR need not be unpacked, and a {@code URLClassLoader} reads files).
 *
 * <pre>{@code
 * URLClassLoader xerces1 = IsolatedParserLoader.open("xerces-1.4.4.jar", jarStream, tempDir);
 * XMLReader reader = (XMLReader) Class.forName("org.apache.xerces.parsers.SAXParser", true, xerces1)
 *         .getDeclaredConstructor().newInstance();
 * }</pre>
 */
public final class IsolatedParserLoader {

    private IsolatedParserLoader() {
    }

    /**
     * Copies {@code jarBytes} to {@code workDir/jarName} and returns a class loader over that copy whose parent is
     * the platform class loader. The caller closes it when the webapp stops.
     */
    public static URLClassLoader open(String jarName, InputStream jarBytes, Path workDir) throws IOException {
        Path copy = workDir.resolve(jarName);
        Files.createDirectories(workDir);
        Files.copy(jarBytes, copy, StandardCopyOption.REPLACE_EXISTING);
        return over(jarName, copy);
    }

    /** A class loader over the jar file at {@code jar}, parent the platform class loader. */
    public static URLClassLoader over(String name, Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new IOException("no such jar: " + jar);
        }
        return new URLClassLoader("old-parser:" + name, new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
    }
}
