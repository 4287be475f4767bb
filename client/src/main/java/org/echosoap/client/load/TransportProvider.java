package org.echosoap.client.load;

import java.io.IOException;
import java.time.Duration;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;

/**
 * A package of transports as the engine sees it: the protocol it carries and how to open its {@link Transport}. Found
 * with {@link ServiceLoader} ({@code META-INF/services/org.echosoap.client.load.TransportProvider}), so that the
 * engine imports no transport and a new one is a package of its own plus one line there, not a case in the engine.
 *
 * <pre>{@code
 * Transport t = TransportProvider.of(Protocol.Kind.RMI).open(options, rmiEndpoints, 1, timeout, true);
 * }</pre>
 */
public interface TransportProvider {

    /** The protocol this provider carries. */
    Protocol.Kind kind();

    /**
     * A transport for {@code endpoints}, all of {@link #kind()}.
     *
     * @param connections the connections of one worker set (the HTTP client's pool size)
     * @param timeout     connect and response timeout of one request
     */
    Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                   boolean keepAlive);

    /**
     * The bytes one exchange of {@code endpoint} puts on the wire each way, counted on a connection of its own; null
     * when they are counted over calls of a {@link #open transport's} channel instead ({@code Preflight.wireBytes}).
     */
    default ResponseSizer.WireBytes wireBytes(RunOptions options, Endpoint endpoint, Duration timeout)
            throws IOException {
        return null;
    }

    /** The provider of {@code kind} on the class path. */
    static TransportProvider of(Protocol.Kind kind) {
        TransportProvider provider = Loaded.BY_KIND.get(kind);
        if (provider == null) {
            throw new IllegalStateException("no transport for " + kind.displayName() + " in this client (no "
                    + TransportProvider.class.getName() + " of " + kind + " in META-INF/services)");
        }
        return provider;
    }

    /** The providers, loaded once. */
    final class Loaded {
        private static final Map<Protocol.Kind, TransportProvider> BY_KIND = load();

        private Loaded() {
        }

        private static Map<Protocol.Kind, TransportProvider> load() {
            Map<Protocol.Kind, TransportProvider> byKind = new EnumMap<>(Protocol.Kind.class);
            for (TransportProvider p : ServiceLoader.load(TransportProvider.class,
                    TransportProvider.class.getClassLoader())) {
                TransportProvider before = byKind.putIfAbsent(p.kind(), p);
                if (before != null) {
                    throw new IllegalStateException("two transports for " + p.kind() + ": "
                            + before.getClass().getName() + " and " + p.getClass().getName());
                }
            }
            return byKind;
        }
    }
}
