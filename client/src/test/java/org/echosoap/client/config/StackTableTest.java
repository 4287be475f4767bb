package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * conf/stacks.tsv, the table the launcher and the client share: every row is a stack the client knows, every stack
 * has a row (or lives in echosoap.war with Axis2), and each row gives the placement the launcher deploys it at.
 */
class StackTableTest {

    @Test
    void everyRowIsAStackAndEveryStackHasARowOrLivesInEchosoapWar() {
        for (String key : StackTable.keys()) {
            assertEquals(key, SoapStack.parse(key).key());
        }
        for (SoapStack s : SoapStack.values()) {
            assertTrue(StackTable.keys().contains(s.key())
                            || s.placement().equals(StackTable.placementOf("axis2")),
                    s.key() + ": a row in conf/stacks.tsv, or Axis2's placement (a service in echosoap.war)");
        }
        assertEquals(List.of("axis2", "cxf", "metro", "axis1", "soaplite"), StackTable.keys());
    }

    @Test
    void eachRowGivesThePlacementTheLauncherDeploysItAt() {
        assertEquals(StackPlacement.nextToEchosoapWar(""), StackTable.placementOf("axis2"));
        assertEquals(StackPlacement.nextToEchosoapWar("-cxf"), StackTable.placementOf("cxf"));
        assertEquals(StackPlacement.warAt("axis1"), StackTable.placementOf("axis1"));
        assertEquals(StackPlacement.ownServer(4000, "/soaplite"), StackTable.placementOf("soaplite"));
        assertEquals("http://127.0.0.1:8080/foo-metro",
                SoapStack.parse("metro").baseOf("http://127.0.0.1:8080/foo"), "renamed with echosoap.war");
        assertEquals("http://127.0.0.1:12080/soaplite", SoapStack.parse("soaplite").baseOf("http://127.0.0.1:8080/x"));
    }

    @Test
    void aMalformedRowIsNamedByItsLine() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> StackTable.parse(
                new BufferedReader(new StringReader("# comment\ncxf\twar\twebapp/cxf\techosoap-cxf.war\n"))));
        assertTrue(e.getMessage().startsWith("conf/stacks.tsv line 2: expected key, war|server"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> StackTable.row("nosuch"));
    }
}
