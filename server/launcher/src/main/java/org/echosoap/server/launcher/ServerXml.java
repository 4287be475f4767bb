package org.echosoap.server.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code conf/tomcat/server.xml} as the base gets it: as it is, or with {@code conf/tomcat/tls-connector.xml} in place
 * of its {@code <!-- echosoap:tls-connector -->} line for {@code --tls-port}.
 *
 * <pre>{@code
 * List<String> lines = ServerXml.withTlsConnector(serverXmlLines, fragmentLines);
 * }</pre>
 */
public final class ServerXml {

    static final String TLS_MARKER = "<!-- echosoap:tls-connector -->";

    private ServerXml() {
    }

    /** The fragment (without its XML declaration) where the marker line was. */
    public static List<String> withTlsConnector(List<String> serverXml, List<String> fragment) {
        List<String> out = new ArrayList<>();
        boolean found = false;
        for (String line : serverXml) {
            if (line.contains(TLS_MARKER)) {
                fragment.stream().filter(l -> !l.startsWith("<?xml")).forEach(out::add);
                found = true;
            } else {
                out.add(line);
            }
        }
        if (!found) {
            throw LauncherException.failure("conf/tomcat/server.xml has no " + TLS_MARKER + " line");
        }
        return out;
    }
}
