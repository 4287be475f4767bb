package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.echosoap.server.stacks.StackRows;
import org.junit.jupiter.api.Test;

class StackTableTest {

    private static final List<String> LINES = List.of(
            "# key\tkind\tmodule\tfile\tcontext\tdefault\tport",
            "axis2\twar\twebapp\techosoap.war\techosoap\tyes\t-",
            "cxf\twar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tyes\t-",
            "axis1\twar\twebapp/axis1\techosoap-axis1.war\taxis1\tno\t-",
            "",
            "soaplite\tserver\tserver/soaplite\tbin/echosoap-soaplite\tsoaplite\tno\t4000");

    private final StackTable table = StackTable.parse(LINES, "stacks.tsv");

    @Test
    void selectionPutsAxis2FirstAndNamesEachOnce() {
        assertEquals(List.of("axis2", "cxf", "soaplite"), table.select("cxf,soaplite,cxf"));
        assertEquals(List.of("axis2"), table.select("axis2"));
        assertEquals(List.of("axis2", "cxf"), table.defaultSelection());
    }

    @Test
    void kindsContextsAndOffsetsComeFromTheTable() {
        assertEquals(List.of("axis2", "cxf", "axis1"), table.keys(StackRows.Kind.WAR));
        assertEquals(List.of("soaplite"), table.keys(StackRows.Kind.SERVER));
        assertTrue(table.isServer("soaplite"));
        assertFalse(table.isServer("cxf"));
        assertEquals("axis1", table.context("axis1"));
        assertEquals(4000, table.row("soaplite").orElseThrow().portOffset());
    }

    @Test
    void anUnknownStackIsAUsageErrorNamingTheKnownOnes() {
        LauncherException e = assertThrows(LauncherException.class, () -> table.select("cxf,jboss"));
        assertEquals("--stacks: unknown stack 'jboss' (known: axis2, cxf, axis1, soaplite)", e.getMessage());
        assertEquals(2, e.exitStatus());
    }

    @Test
    void aMalformedLineNamesItsNumber() {
        LauncherException e = assertThrows(LauncherException.class,
                () -> StackTable.parse(List.of("axis2\twar\twebapp\techosoap.war\techosoap\tmaybe\t-"), "t.tsv"));
        assertTrue(e.getMessage().startsWith("t.tsv line 1: expected key, war|server"), e.getMessage());
    }

    @Test
    void theShippedTableReads() {
        StackTable shipped = StackTable.read(Path.of("../../conf/stacks.tsv"));
        assertEquals("axis2", shipped.defaultSelection().get(0));
        assertTrue(shipped.row("cxf").isPresent());
    }
}
