package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmOptionsAndServerXmlTest {

    @Test
    void commentsAndBlankLinesAreNotOptions() {
        assertEquals(List.of("-Xms512m", "-XX:+UseParallelGC"),
                JvmOptions.parse(List.of("# heap", "-Xms512m", "", "   # indented comment", "  -XX:+UseParallelGC  ")));
    }

    @Test
    void theShippedTomcatOptionsFixTheHeap() {
        List<String> options = JvmOptions.read(Path.of("../../conf/tomcat/jvm.options"));
        assertTrue(options.contains("-Xms512m") && options.contains("-Xmx512m"), options.toString());
    }

    @Test
    void environmentOptionsSplitAtWhiteSpace() {
        assertEquals(List.of("-Da=1", "-Db=2"), JvmOptions.split("  -Da=1 \t-Db=2 "));
        assertEquals(List.of(), JvmOptions.split(null));
        assertEquals(List.of(), JvmOptions.split(" "));
    }

    @Test
    void catalinaOptsPutTheUsersOptionsLast() {
        assertEquals("-Xmx1m -Dechosoap.host=127.0.0.1 -Dechosoap.port=8080 -Dechosoap.tlsPort=8443 -Dmine=1",
                TomcatProcess.catalinaOpts(List.of("-Xmx1m"), "127.0.0.1", 8080, List.of("-Dechosoap.tlsPort=8443"),
                        List.of("-Dmine=1")));
    }

    @Test
    void theTlsConnectorReplacesTheMarkerLine() {
        List<String> xml = ServerXml.withTlsConnector(
                List.of("<Server>", "    <!-- echosoap:tls-connector -->", "</Server>"),
                List.of("<?xml version=\"1.0\"?>", "<Connector port=\"${echosoap.tlsPort}\"/>"));
        assertEquals(List.of("<Server>", "<Connector port=\"${echosoap.tlsPort}\"/>", "</Server>"), xml);
        assertThrows(LauncherException.class, () -> ServerXml.withTlsConnector(List.of("<Server/>"), List.of("x")));
    }

    @Test
    void theShippedServerXmlHasTheMarker() throws Exception {
        List<String> xml = ServerXml.withTlsConnector(
                java.nio.file.Files.readAllLines(Path.of("../../conf/tomcat/server.xml")),
                java.nio.file.Files.readAllLines(Path.of("../../conf/tomcat/tls-connector.xml")));
        assertTrue(String.join("\n", xml).contains("echosoap.tlsKeystore"));
    }

    @Test
    void theCertificateNamesTheHostItServes() {
        assertEquals("dns:localhost,ip:127.0.0.1", TlsKeyPair.subjectAlternativeNames("0.0.0.0"));
        assertEquals("dns:localhost,ip:127.0.0.1,ip:10.77.231.1", TlsKeyPair.subjectAlternativeNames("10.77.231.1"));
        assertEquals("dns:localhost,ip:127.0.0.1,dns:bench.example", TlsKeyPair.subjectAlternativeNames("bench.example"));
    }
}
