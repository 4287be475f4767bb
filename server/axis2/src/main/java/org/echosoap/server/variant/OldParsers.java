package org.echosoap.server.variant;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.UnavailableException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLClassLoader;
import java.nio.file.Path;
import org.echosoap.server.xml.IsolatedParserLoader;

/**
 * The end-of-life parsers' class loaders, made once when the webapp starts and closed when it stops: one for
 * Crimson 1.1.3, one for Xerces 1.4.4, each over its jar in {@code WEB-INF/old-parsers/} (kept out of
 * {@code WEB-INF/lib} on purpose: see {@link IsolatedParserLoader}). Registered in {@code web.xml}; the servlets
 * of {@code /variant/crimson}, {@code /variant/xerces1-dom} and {@code /variant/xerces1-sax} find it with
 * {@link #of(ServletContext)}.
 */
public final class OldParsers implements ServletContextListener {

    /** Where the WAR keeps the jars. */
    public static final String DIRECTORY = "/WEB-INF/old-parsers/";
    /** Crimson 1.1.3 (Apache, 2001; end of life). */
    public static final String CRIMSON_JAR = "crimson-1.1.3.jar";
    /** Xerces-J 1.4.4 (Apache, 2001; end of life). */
    public static final String XERCES1_JAR = "xerces-1.4.4.jar";

    private static final String ATTRIBUTE = OldParsers.class.getName();

    private URLClassLoader crimson;
    private URLClassLoader xerces1;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        Path workDir = ((File) context.getAttribute(ServletContext.TEMPDIR)).toPath().resolve("old-parsers");
        try {
            crimson = open(context, CRIMSON_JAR, workDir);
            xerces1 = open(context, XERCES1_JAR, workDir);
        } catch (IOException e) {
            // Only their three variants depend on them: those answer 503, everything else runs.
            context.log("echosoap: the end-of-life parsers' variants are unavailable: " + e.getMessage());
            close(crimson, context);
            return;
        }
        context.setAttribute(ATTRIBUTE, this);
    }

    private static URLClassLoader open(ServletContext context, String jar, Path workDir) throws IOException {
        try (InputStream bytes = context.getResourceAsStream(DIRECTORY + jar)) {
            if (bytes == null) {
                throw new IOException("the WAR has no " + DIRECTORY + jar);
            }
            return IsolatedParserLoader.open(jar, bytes, workDir);
        }
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        event.getServletContext().removeAttribute(ATTRIBUTE);
        close(crimson, event.getServletContext());
        close(xerces1, event.getServletContext());
    }

    private static void close(URLClassLoader loader, ServletContext context) {
        if (loader != null) {
            try {
                loader.close();
            } catch (IOException e) {
                context.log("could not close " + loader.getName() + ": " + e.getMessage());
            }
        }
    }

    /**
     * The webapp's instance; a servlet without it is unavailable (503): the jars could not be opened (the log says
     * why) or the listener is missing from web.xml.
     */
    static OldParsers of(ServletContext context) throws UnavailableException {
        Object value = context.getAttribute(ATTRIBUTE);
        if (!(value instanceof OldParsers parsers)) {
            throw new UnavailableException("the end-of-life parsers are not set up: their jars in " + DIRECTORY
                    + " could not be opened (see the log), or " + OldParsers.class.getSimpleName()
                    + " is not a listener in web.xml");
        }
        return parsers;
    }

    /** Crimson's class loader. */
    ClassLoader crimson() {
        return crimson;
    }

    /** Xerces 1's class loader. */
    ClassLoader xerces1() {
        return xerces1;
    }
}
