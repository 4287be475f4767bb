package org.echosoap.client.stack.axis2;

import java.net.URL;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.echosoap.client.stackapi.StackCallException;

/**
 * The Axis2 client's configuration, made once per stack (per class loader) and shared by all its stubs, as an Axis2
 * application shares one: {@code axis2-client.xml} in this module's jar, what a client needs of Axis2's default
 * (the HTTP transport sender, HTTP/1.1 with chunked requests as Axis2 sends by default, the phases), without the
 * local transport and the addressing module the built-in default names (neither is on the class path).
 */
final class Axis2Runtime {

    /** The client configuration in this module's jar. */
    static final String CONFIG_RESOURCE = "/axis2-client.xml";

    /**
     * Axis2 logs every failed call at ERROR with its stack trace, through commons-logging to java.util.logging. The
     * load client reports each failure itself, one line each, counted by kind, so Axis2's and Axiom's logs are off.
     * Held here: JUL keeps loggers weakly, and a collected one forgets its level.
     */
    private static final Logger AXIS2_LOG = Logger.getLogger("org.apache.axis2");
    private static final Logger AXIOM_LOG = Logger.getLogger("org.apache.axiom");

    static {
        AXIS2_LOG.setLevel(Level.OFF);
        AXIOM_LOG.setLevel(Level.OFF);
    }

    private static volatile ConfigurationContext context;

    private Axis2Runtime() {
    }

    /** The shared configuration context, made on first use. */
    static ConfigurationContext context() throws StackCallException {
        ConfigurationContext c = context;
        if (c == null) {
            synchronized (Axis2Runtime.class) {
                c = context;
                if (c == null) {
                    URL config = Axis2Runtime.class.getResource(CONFIG_RESOURCE);
                    if (config == null) {
                        throw new StackCallException(StackCallException.Kind.CONNECT, CONFIG_RESOURCE
                                + " is missing from the client stack's jar (a broken build)");
                    }
                    try {
                        c = ConfigurationContextFactory.createConfigurationContextFromURIs(config, null);
                    } catch (AxisFault e) {
                        throw new StackCallException(StackCallException.Kind.CONNECT, "Axis2's client configuration "
                                + CONFIG_RESOURCE + " cannot be read: " + e.getMessage());
                    }
                    context = c;
                }
            }
        }
        return c;
    }
}
