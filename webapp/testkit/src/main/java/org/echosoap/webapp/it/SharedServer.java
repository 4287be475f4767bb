package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The one echosoap server all endpoint ITs of a module share: started with the launcher on first use, with the
 * module's stacks ({@link EchosoapServer#STACKS_PROPERTY}: Axis2 alone in webapp, Axis2 and CXF in webapp/cxf, every
 * stack in webapp/allstacks), kept in the root {@link ExtensionContext.Store} so JUnit stops it (via the launcher)
 * after the last test of the run. Starting Tomcat with Axis2 takes seconds; once per run keeps the IT phase short.
 *
 * <pre>{@code
 * @ExtendWith(SharedServer.class)
 * class SomeIT {
 *     @Test void answers(EchosoapServer server) { ... server.uri("/baseline/null") ... }
 * }
 * }</pre>
 */
final class SharedServer implements BeforeAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedServer.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        server(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return parameterContext.getParameter().getType() == EchosoapServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return server(extensionContext);
    }

    private static EchosoapServer server(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(EchosoapServer.class, key -> {
            try {
                return EchosoapServer.start(ItPaths.moduleTarget().resolve("it-server"));
            } catch (Exception e) {
                throw new IllegalStateException("could not start the shared echosoap server", e);
            }
        }, EchosoapServer.class);
    }
}
