package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TlsSettingsTest {

    private static final URI TARGET = URI.create("http://127.0.0.1:8080/echosoap");

    @Test
    void theHttpsBaseIsTheTargetsHostAndPathOnTheTlsPort() {
        TlsSettings defaults = TlsSettings.parse(true, null, null, null, null);
        assertEquals("https://127.0.0.1:8443/echosoap", defaults.base(TARGET));
        assertEquals("https://127.0.0.1:9443/echosoap-cxf",
                TlsSettings.parse(true, 9443, null, "1.2", "full").base("http://127.0.0.1:8080/echosoap-cxf"));
        assertEquals("TLSv1.3", defaults.protocol());
        assertTrue(defaults.resume());
    }

    @Test
    void versionsAndSessionsAreParsedOrRefusedInOneLine() {
        TlsSettings s = TlsSettings.parse(false, null, null, "1.2", "full");
        assertEquals("TLSv1.2", s.protocol());
        assertEquals("1.2", s.version());
        assertFalse(s.resume());
        IllegalArgumentException version = assertThrows(IllegalArgumentException.class,
                () -> TlsSettings.parse(true, null, null, "1.1", null));
        assertEquals("--tls-protocol must be 1.3 or 1.2, got 'TLSv1.1'", version.getMessage());
        IllegalArgumentException session = assertThrows(IllegalArgumentException.class,
                () -> TlsSettings.parse(true, null, null, null, "sometimes"));
        assertEquals("--tls-session must be resume or full, got 'sometimes'", session.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TlsSettings.parse(true, 70_000, null, null, null));
        assertThrows(IllegalArgumentException.class, () -> TlsSettings.parse(true, 0, null, null, null));
    }

    @Test
    void theTrustIsTheGivenFileOrTheServerBasesCertificateNeverNothing(@TempDir Path dir) throws IOException {
        TlsSettings defaults = TlsSettings.parse(true, null, null, null, null);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> defaults.trustedCertificate(Map.of()));
        assertTrue(none.getMessage().contains("--tls-trust FILE"), none.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> defaults.trustedCertificate(Map.of(TlsSettings.SERVER_BASE_VARIABLE, dir.toString())));
        assertTrue(missing.getMessage().contains(dir.resolve(TlsSettings.DEFAULT_CERTIFICATE).toString()),
                missing.getMessage());
        Path exported = dir.resolve(TlsSettings.DEFAULT_CERTIFICATE);
        Files.createDirectories(exported.getParent());
        Files.writeString(exported, "-----BEGIN CERTIFICATE-----\n");
        assertEquals(exported, defaults.trustedCertificate(Map.of(TlsSettings.SERVER_BASE_VARIABLE, dir.toString())));
        Path given = dir.resolve("mine.crt");
        IllegalArgumentException absent = assertThrows(IllegalArgumentException.class,
                () -> TlsSettings.parse(true, null, given, null, null).trustedCertificate(Map.of()));
        assertEquals("--tls-trust " + given + ": no such readable file", absent.getMessage());
    }

    @Test
    void tlsIsAskedForWithTlsOnThePlainTargetAndEveryTransportSpeaksIt() {
        TlsSettings on = TlsSettings.parse(true, null, null, null, null);
        for (TransportKind transport : TransportKind.values()) {
            RunOptions o = RunOptions.builder(TARGET).transport(transport).tls(on).build();
            assertEquals("https://127.0.0.1:8443/echosoap", o.targetBase(), transport.name());
        }
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
                () -> RunOptions.builder(TARGET).scenario("layer.tls.echoFloat").tls(on).build());
        assertEquals("layer.tls.echoFloat pairs HTTPS with plain HTTP itself: leave out --tls", both.getMessage());
        IllegalArgumentException https = assertThrows(IllegalArgumentException.class,
                () -> RunOptions.builder(URI.create("https://127.0.0.1:8443/echosoap")).build());
        assertTrue(https.getMessage().contains("give the plain http URL and --tls"), https.getMessage());
        IllegalArgumentException full = assertThrows(IllegalArgumentException.class,
                () -> RunOptions.builder(TARGET).transport(TransportKind.HTTPCLIENT)
                        .tls(TlsSettings.parse(true, null, null, null, "full")).build());
        assertTrue(full.getMessage().startsWith("--tls-session full needs --transport nio or core"), full.getMessage());
        RunOptions plain = RunOptions.builder(TARGET).scenario("layer.tls.echoFloat").build();
        assertEquals("http://127.0.0.1:8080/echosoap", plain.targetBase());
        assertEquals("https://127.0.0.1:8443/echosoap", plain.tlsBase());
        assertEquals("https://127.0.0.1:8443/echosoap-cxf",
                plain.withStack(org.echosoap.client.config.SoapStack.CXF).tlsBase());
    }
}
