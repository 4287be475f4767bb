package org.echosoap.server.variant;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import org.echosoap.server.xml.IsolatedParserLoader;

/**
 * The end-of-life parsers for tests, from the jars the build copies to {@code target/old-parsers} (never on the
 * test class path), each in the class loader the webapp would give it; made once per test JVM.
 */
final class OldParserJars {

    static final Path DIRECTORY = Path.of("target", "old-parsers");

    private static URLClassLoader crimson;
    private static URLClassLoader xerces1;

    private OldParserJars() {
    }

    static synchronized URLClassLoader crimson() {
        if (crimson == null) {
            crimson = open(OldParsers.CRIMSON_JAR);
        }
        return crimson;
    }

    static synchronized URLClassLoader xerces1() {
        if (xerces1 == null) {
            xerces1 = open(OldParsers.XERCES1_JAR);
        }
        return xerces1;
    }

    private static URLClassLoader open(String jar) {
        try {
            return IsolatedParserLoader.over(jar, DIRECTORY.resolve(jar));
        } catch (IOException e) {
            throw new UncheckedIOException("run the build (generate-test-resources copies " + jar + "): "
                    + e.getMessage(), e);
        }
    }

    static InputValueParser crimsonSax() {
        return new IsolatedSaxInputValueParser(crimson(), CrimsonServlet.READER);
    }

    static InputValueParser xerces1Sax() {
        return new IsolatedSaxInputValueParser(xerces1(), Xerces1SaxServlet.READER);
    }

    static InputValueParser xerces1Dom() {
        return new Xerces1DomInputValueParser(xerces1());
    }

    /** A short name for test reports: dom, sax, ..., crimson-sax, xerces1-sax, xerces1-dom. */
    static String nameOf(InputValueParser parser) {
        if (parser instanceof IsolatedSaxInputValueParser isolated) {
            return isolated.toString();
        }
        return parser.getClass().getSimpleName().replace("InputValueParser", "").toLowerCase();
    }
}
