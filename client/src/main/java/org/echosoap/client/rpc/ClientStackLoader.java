package org.echosoap.client.rpc;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.echosoap.client.load.Failures;
import org.echosoap.client.stackapi.ClientStack;

/**
 * Loads a client stack (CXF's, Metro's generated client) from its directory of jars into a class loader of its own,
 * once per JVM: {@code client-stacks/STACK/*.jar} next to the client's jar ({@code client/target/client-stacks/},
 * unpacked there by the client's build from each stack module's zip), or under {@value #DIR_PROPERTY}. The loader's
 * parent sees the JDK and the seam package ({@code org.echosoap.client.stackapi}) only, so a stack's libraries (its
 * JAX-WS implementation, JAXB, its HTTP client) never meet the client's or another stack's.
 *
 * <pre>{@code
 * ClientStackLoader.Loaded cxf = ClientStackLoader.load("cxf"); // or IllegalStateException, one line
 * cxf.stack().description();  // "Apache CXF 4.2.3 JAX-WS proxy (wsdl2java), ..."
 * }</pre>
 */
public final class ClientStackLoader {

    /** A directory holding one sub-directory of jars per stack, instead of the one beside the client's jar. */
    public static final String DIR_PROPERTY = "echosoap.clientStacks";

    /** The directory's name beside the client's jar (or classes). */
    static final String DIR_NAME = "client-stacks";

    /** The one package a stack shares with the client. */
    static final String SEAM_PACKAGE = "org.echosoap.client.stackapi.";

    /** A stack ready to open callers: its class loader (the context class loader of its calls) and its entry point. */
    public record Loaded(ClientStack stack, ClassLoader loader) {
    }

    /** Loaded stacks, kept for the JVM's life: loading CXF again per epoch would cost seconds and leak metaspace. */
    private static final Map<String, Loaded> LOADED = new ConcurrentHashMap<>();

    private ClientStackLoader() {
    }

    /**
     * The stack {@code key}, loaded now if this is its first use.
     *
     * @throws IllegalStateException with one line when its directory is missing or holds no such stack
     */
    public static Loaded load(String key) {
        return LOADED.computeIfAbsent(key, ClientStackLoader::loadNow);
    }

    /** Where the stacks' directories are. */
    public static Path home() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return Paths.get(configured);
        }
        try {
            // The client's jar (client/target/echosoap-client.jar) or its classes (client/target/classes, the tests):
            // either way the stacks are in client/target/client-stacks.
            Path self = Paths.get(ClientStackLoader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return self.toAbsolutePath().getParent().resolve(DIR_NAME);
        } catch (URISyntaxException | RuntimeException e) {
            return Paths.get(DIR_NAME);
        }
    }

    private static Loaded loadNow(String key) {
        Path dir = home().resolve(key);
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path jar : files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                jars.add(jar.toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException("client stack " + key + ": a jar in " + dir + " has no URL: " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalStateException("client stack " + key + " is not built: no directory " + dir
                    + " (build the client with its stacks: ./mvnw -pl client -am package; or set -D" + DIR_PROPERTY + ")");
        }
        if (jars.isEmpty()) {
            throw new IllegalStateException("client stack " + key + ": no jars in " + dir);
        }
        ClassLoader loader = new URLClassLoader("clientstack-" + key, jars.toArray(URL[]::new),
                new SeamOnly(ClientStackLoader.class.getClassLoader()));
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader); // stacks find their own services (JAX-WS, JAXB) through it
        try {
            for (ClientStack stack : ServiceLoader.load(ClientStack.class, loader)) {
                if (stack.key().equals(key)) {
                    return new Loaded(stack, loader);
                }
            }
        } catch (java.util.ServiceConfigurationError | LinkageError e) {
            throw new IllegalStateException("client stack " + key + " in " + dir + " cannot be loaded: "
                    + Failures.oneLine(e));
        } finally {
            thread.setContextClassLoader(before);
        }
        throw new IllegalStateException("client stack " + key + ": " + dir + " holds no client stack of that name");
    }

    /**
     * The parent of every stack's loader: the JDK (the platform class loader) and the seam package from the client's
     * own loader, nothing else of the client's class path.
     */
    static final class SeamOnly extends ClassLoader {
        private final ClassLoader client;

        SeamOnly(ClassLoader client) {
            super("clientstack-seam", ClassLoader.getPlatformClassLoader());
            this.client = client;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (name.startsWith(SEAM_PACKAGE)) {
                return client.loadClass(name);
            }
            throw new ClassNotFoundException(name);
        }
    }
}
