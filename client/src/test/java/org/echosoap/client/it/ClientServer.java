package org.echosoap.client.it;

import java.util.List;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The real Tomcat for the client's ITs, started once per run with the launcher ({@code echosoap server start},
 * exactly as users start it) and stopped by JUnit at the end of the run. Next to echosoap.war it deploys
 * sample-orders.war ({@code --war}): a third-party JAX-WS service (Metro) for the "measure your own service" ITs,
 * at {@code server.uri("sample-orders", "/services/OrderService")} (SOAP 1.1) and {@code .../OrderService12}.
 */
public final class ClientServer implements ParameterResolver {

    /** The server's allow-list of its control endpoints: loopback's first address only. */
    static final String CONTROL_ALLOW = "echosoap.controlAllow=127.0.0.1/32";

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == EchosoapServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent("echosoap-client-it-server", key -> {
                    try {
                        // The profile control answers 127.0.0.1 only, so ProfileIT can be refused from 127.0.0.2.
                        return EchosoapServer.start(ItPaths.root().resolve("client/target/it-server"),
                                "-D" + CONTROL_ALLOW, List.of(ItPaths.sampleOrdersWar()));
                    } catch (Exception e) {
                        throw new IllegalStateException("cannot start the echosoap server: " + e.getMessage(), e);
                    }
                }, EchosoapServer.class);
    }
}
