package org.echosoap.client.config;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Where a SOAP stack's services are, given echosoap.war's base URL ({@code --target}): a WAR next to echosoap.war in
 * the same Tomcat, named after its context with a suffix ({@code /echosoap} -> {@code /echosoap-cxf}) or under a
 * fixed context of its own (Axis 1.4: {@code /axis1}, as Axis 1 was deployed), or a server of its own beside Tomcat on
 * the same host, at a fixed offset over Tomcat's port, under a context of its own (SOAP::Lite: 8080 ->
 * {@code http://host:12080/soaplite}), as {@code ./echosoap server start} places it.
 *
 * <pre>{@code
 * StackPlacement.nextToEchosoapWar("-cxf").baseOf("cxf", "http://127.0.0.1:8080/echosoap");  // .../echosoap-cxf
 * StackPlacement.warAt("axis1").baseOf("axis1", "http://127.0.0.1:8080/echosoap");          // .../axis1
 * StackPlacement.ownServer(4000, "/soaplite").baseOf("soaplite", "http://127.0.0.1:8080/echosoap");
 *                                                                        // http://127.0.0.1:12080/soaplite
 * }</pre>
 *
 * @param contextSuffix what a WAR stack appends to echosoap.war's context ("" for echosoap.war itself); null for a
 *                      WAR under a fixed context and for a server of its own
 * @param fixedContext  a WAR under a context of its own, whatever echosoap.war's is called ({@code axis1}); else null
 * @param portOffset    a server of its own: its port over Tomcat's
 * @param context       a server of its own: the path its services and baseline are below
 */
public record StackPlacement(String contextSuffix, String fixedContext, int portOffset, String context) {

    /** A WAR deployed next to echosoap.war, its context echosoap.war's plus {@code suffix}. */
    public static StackPlacement nextToEchosoapWar(String suffix) {
        return new StackPlacement(suffix, null, 0, null);
    }

    /** A WAR in echosoap's Tomcat under the context {@code name}, whatever echosoap.war's context is called. */
    public static StackPlacement warAt(String name) {
        return new StackPlacement(null, name, 0, null);
    }

    /** A server of its own on --target's host, at Tomcat's port + {@code portOffset}, below {@code context}. */
    public static StackPlacement ownServer(int portOffset, String context) {
        return new StackPlacement(null, null, portOffset, context);
    }

    /** Whether the stack is a server of its own rather than a WAR in echosoap's Tomcat. */
    public boolean isOwnServer() {
        return contextSuffix == null && fixedContext == null;
    }

    /** The WAR's context name given echosoap.war's ({@code echosoap} -> {@code echosoap-cxf}, {@code axis1}). */
    public String contextOf(String echosoapContext) {
        if (isOwnServer()) {
            throw new IllegalStateException("a server of its own has no context in echosoap's Tomcat");
        }
        return fixedContext != null ? fixedContext : echosoapContext + contextSuffix;
    }

    /**
     * The stack's base URL given echosoap.war's, without a slash at the end.
     *
     * @throws IllegalArgumentException when the base cannot give this stack's (no context to extend, no port room)
     */
    public String baseOf(String key, String axis2Base) {
        String base = axis2Base.endsWith("/") ? axis2Base.substring(0, axis2Base.length() - 1) : axis2Base;
        if (isOwnServer()) {
            return ownServerBase(key, base);
        }
        if ("".equals(contextSuffix)) {
            return base;
        }
        int authorityEnd = base.indexOf('/', base.indexOf("//") + 2);
        if (authorityEnd < 0 || authorityEnd == base.length() - 1) {
            throw new IllegalArgumentException("--stack " + key + " needs --target to name echosoap.war's context, "
                    + "like http://127.0.0.1:8080/echosoap (the " + key + " stack is served next to it as /"
                    + contextOf("echosoap") + "), got " + axis2Base);
        }
        int lastSlash = base.lastIndexOf('/');
        return base.substring(0, lastSlash + 1) + contextOf(base.substring(lastSlash + 1));
    }

    private String ownServerBase(String key, String base) {
        URI target;
        try {
            target = new URI(base);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--target is not a URL: " + base);
        }
        if (target.getHost() == null) {
            throw new IllegalArgumentException("--stack " + key + " needs --target with a host, got " + base);
        }
        int tomcatPort = target.getPort() >= 0 ? target.getPort() : "https".equals(target.getScheme()) ? 443 : 80;
        int port = tomcatPort + portOffset;
        if (port > 65_535) {
            throw new IllegalArgumentException("--stack " + key + " is served on --target's port + " + portOffset
                    + ", beyond 65535 for " + base);
        }
        String host = target.getHost().contains(":") && !target.getHost().startsWith("[")
                ? "[" + target.getHost() + "]" : target.getHost();
        return "http://" + host + ":" + port + context;
    }
}
