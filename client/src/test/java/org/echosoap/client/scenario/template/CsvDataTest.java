package org.echosoap.client.scenario.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvDataTest {

    @TempDir
    Path dir;

    private Path csv(String text) throws Exception {
        return Files.writeString(dir.resolve("orders.csv"), text, StandardCharsets.UTF_8);
    }

    private String error(String text) throws Exception {
        Path file = csv(text);
        return assertThrows(IllegalArgumentException.class, () -> CsvData.read(file)).getMessage();
    }

    @Test
    void readsRfc4180QuotingAndKeepsValuesAsTheyAre() throws Exception {
        // Quoted commas, doubled quotes, a line break inside quotes, CRLF line ends, spaces kept, a blank line skipped.
        Path file = csv("customer,sku,quantity\r\n"
                + "\"Baker & Sons, Ltd\",A-100,3\r\n"
                + "\"She said \"\"hi\"\"\", B-200 ,1\r\n"
                + "\r\n"
                + "\"two\nlines\",C-300,10\r\n"
                + "plain,D-400,7");
        CsvData d = CsvData.read(file);
        assertEquals(List.of("customer", "sku", "quantity"), d.columns());
        assertEquals(4, d.rows().size());
        assertEquals("Baker & Sons, Ltd", d.value(0, 0));
        assertEquals("She said \"hi\"", d.value(1, 0));
        assertEquals(" B-200 ", d.value(1, 1));
        assertEquals("two\nlines", d.value(2, 0));
        assertEquals("7", d.value(3, 2));
        assertEquals(List.of(2L, 3L, 5L, 7L), d.lines(), "the line each row starts on, after the blank line 4");
        assertEquals(1, d.columnIndex("sku"));
        assertEquals(-1, d.columnIndex("price"));
    }

    @Test
    void aSpreadsheetsByteOrderMarkIsNotPartOfTheFirstName() throws Exception {
        CsvData d = CsvData.read(csv("\uFEFFcustomer,sku\nAda,A-100\n"));
        assertEquals(List.of("customer", "sku"), d.columns());
    }

    @Test
    void aRowWithTheWrongNumberOfFieldsNamesFileAndLine() throws Exception {
        String message = error("customer,sku,quantity\nAda,A-100,3\nBaker, Sons,A-100,3\n");
        assertEquals(dir.resolve("orders.csv") + ":3: 4 fields, the header has 3 (a value with a comma must be in "
                + "double quotes)", message);
        assertEquals(dir.resolve("orders.csv") + ":2: 1 field, the header has 2 (a value with a comma must be in "
                + "double quotes)", error("a,b\nonly\n"));
    }

    @Test
    void emptyFilesHeadersWithoutRowsAndMissingFilesAreOneLine() throws Exception {
        Path file = dir.resolve("orders.csv");
        assertEquals(file + ":1: the data file is empty: its first line must name the columns, e.g. "
                + "customer,sku,quantity", error(""));
        assertEquals(file + ":1: the data file is empty: its first line must name the columns, e.g. "
                + "customer,sku,quantity", error("\n\n"));
        assertEquals(file + ":1: a header row but no data rows", error("customer,sku\n"));
        Path missing = dir.resolve("nope.csv");
        assertEquals("--data " + missing + " does not exist (or is not a file)",
                assertThrows(IllegalArgumentException.class, () -> CsvData.read(missing)).getMessage());
    }

    @Test
    void headerNamesMustBeThereOnceAndNotAGeneratorsName() throws Exception {
        Path file = dir.resolve("orders.csv");
        assertEquals(file + ":1: column 2 of the header has no name", error("a,,c\n1,2,3\n"));
        assertEquals(file + ":1: column 3 repeats the name 'a' of column 1", error("a,b,a\n1,2,3\n"));
        assertEquals(file + ":1: column 2 is named 'seq', which is a generated value's name in templates: rename "
                + "the column", error("a,seq\n1,2\n"));
    }

    @Test
    void brokenQuotingAndCharactersXmlCannotCarryNameTheLine() throws Exception {
        String quoting = error("a,b\n1,2\n\"x\"y,3\n");
        assertEquals(true, quoting.startsWith(dir.resolve("orders.csv") + ":3: not RFC 4180 CSV: "), quoting);
        assertEquals(1, quoting.lines().count());
        assertEquals(dir.resolve("orders.csv") + ":3: column 2 (b): character U+0001 is not allowed in XML",
                error("a,b\n1,2\n3,x\u0001y\n"));
    }

    @Test
    void aFileThatIsNotUtf8IsRefused() throws Exception {
        Path file = dir.resolve("latin1.csv");
        Files.write(file, "name\nJos\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals("--data " + file + " is not UTF-8 text (save it as UTF-8)",
                assertThrows(IllegalArgumentException.class, () -> CsvData.read(file)).getMessage());
    }
}
