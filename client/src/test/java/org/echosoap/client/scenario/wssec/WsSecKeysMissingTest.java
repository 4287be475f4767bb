package org.echosoap.client.scenario.wssec;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A suite's WS-Security rows say why they cannot be measured when the client has no keystore, instead of stopping. */
class WsSecKeysMissingTest {

    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
    }

    @Test
    void noKeystoreIsAReasonNamingTheFileAndHowToPointElsewhere() {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, dir.toString());
        String why = WsSecLayers.keysMissing();
        assertTrue(why != null && why.startsWith("no WS-Security keystore at " + dir.resolve(ThrowawayKeys.CLIENT_FILE)),
                why);
        assertTrue(why.contains(WsSecLayers.KEYS_ENV) && why.contains(ThrowawayKeys.DIRECTORY_PROPERTY), why);
    }

    @Test
    void theServersKeysFoundMeanNoReason() throws Exception {
        ThrowawayKeys.ensure(dir);
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, dir.toString());
        assertTrue(Files.isRegularFile(dir.resolve(ThrowawayKeys.CLIENT_FILE)));
        assertNull(WsSecLayers.keysMissing());
    }
}
