package org.echosoap.server.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StackRowsTest {

    private static final String AXIS2 = "axis2\twar\twebapp\techosoap.war\techosoap\tyes\t-";

    @Test
    void readsTheRowsInOrderSkippingCommentsAndBlankLines() {
        Map<String, StackRows.Row> rows = StackRows.parse(List.of("# key kind ...", AXIS2, "",
                "soaplite\tserver\tserver/soaplite\tbin/echosoap-soaplite\tsoaplite\tno\t4000"), "t.tsv");
        assertEquals(List.of("axis2", "soaplite"), List.copyOf(rows.keySet()));
        StackRows.Row soaplite = rows.get("soaplite");
        assertEquals(StackRows.Kind.SERVER, soaplite.kind());
        assertEquals(4000, soaplite.portOffset());
        assertEquals(false, soaplite.byDefault());
        assertEquals(new StackRows.Row("axis2", StackRows.Kind.WAR, "webapp", "echosoap.war", "echosoap", true, 0),
                rows.get("axis2"));
    }

    @Test
    void aMalformedLineIsOneLineNamingFileAndLine() {
        for (String bad : List.of("cxf\twar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tmaybe\t-",
                "cxf\tjar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tyes\t-",
                "cxf\twar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tyes\t123456",
                "cxf\twar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tyes", AXIS2)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> StackRows.parse(List.of(AXIS2, bad), "t.tsv"), bad);
            assertTrue(e.getMessage().startsWith("t.tsv line 2: "), e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> StackRows.parse(List.of(), "t.tsv"), "no axis2 row");
    }

    /** The shipped table, as both the launcher and the client read it. */
    @Test
    void theProjectsTableParses() throws IOException {
        Path file = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(file.resolve("conf/stacks.tsv"))) {
            file = file.getParent();
        }
        Map<String, StackRows.Row> rows = StackRows.parse(
                Files.readAllLines(file.resolve("conf/stacks.tsv"), StandardCharsets.UTF_8), "conf/stacks.tsv");
        assertTrue(rows.keySet().containsAll(List.of("axis2", "cxf", "metro", "axis1", "soaplite")), rows.toString());
    }
}
