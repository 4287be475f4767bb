package org.echosoap.server.metro;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import org.echosoap.server.metro.stages.MetroStages;
import org.echosoap.server.metro.wssec.ThrowawayKeyStores;
import org.echosoap.server.metro.xml.SecureXmlReaderFactory;

/**
 * Declared in echosoap-metro.war's web.xml before Metro's own listener: installs the request parser set-up
 * ({@link SecureXmlReaderFactory}) for this webapp before Metro deploys the endpoints, and makes (or reads) the
 * throwaway WS-Security keys of the secured EchoFloats ({@link ThrowawayKeyStores}) so no request pays for them.
 */
public final class MetroSetup implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        // First: a malformed stage file stops the WAR with its one line, before Metro assembles a tubeline.
        MetroStages.load();
        SecureXmlReaderFactory.install();
        ThrowawayKeyStores.keys();
    }
}
