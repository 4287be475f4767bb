package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code run --url --template}: every bad template, data file or option is a usage error (exit 2) of one line that
 * names the file and, where there is one, the line and column, before any request (the URL's port 1 answers nothing).
 */
class TemplateOptionsTest {

    private static final String URL = "http://127.0.0.1:1/orders/services/OrderService";
    private static final String ENVELOPE = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">\n"
            + "<s:Body>\n%s\n</s:Body></s:Envelope>\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private record Outcome(int exit, String err) {
    }

    private static Outcome run(String... args) {
        List<String> all = new ArrayList<>(List.of("run", "--url", URL));
        all.addAll(List.of(args));
        CommandLine cl = Main.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        return new Outcome(cl.execute(all.toArray(String[]::new)), err.toString().strip());
    }

    private void assertUsageError(String expectedStart, String... args) {
        Outcome o = run(args);
        assertEquals(Main.EXIT_USAGE, o.exit(), String.join(" ", args) + ": " + o.err());
        assertTrue(o.err().startsWith("echosoap run: " + expectedStart), o.err());
        assertEquals(1, o.err().lines().count(), o.err());
    }

    @Test
    void badTemplatesAndDataFilesAreOneLineNamingFileLineAndColumn() throws Exception {
        Path good = file("quote.xml", String.format(ENVELOPE, "<q><sku>${sku}</sku><n>${seq}</n></q>"));
        Path csv = file("quotes.csv", "sku,quantity\nA-100,4\nB-200,1\n");
        Path unknown = file("unknown.xml", String.format(ENVELOPE, "<q>${skew}</q>"));
        Path unclosed = file("unclosed.xml", String.format(ENVELOPE, "<q>${sku</q>"));
        Path ragged = file("ragged.csv", "sku,quantity\nA-100,4\nB-200\n");
        Path empty = file("empty.csv", "");
        Path breaking = file("breaking.csv", "sku,quantity\nA-100,4\n</q>,4\n");
        Path raw = file("raw.xml", String.format(ENVELOPE, "<q>${raw:sku}</q>"));

        assertUsageError(unknown + ":3:4: unknown placeholder ${skew}: the data columns are sku, quantity",
                "--template", unknown.toString(), "--data", csv.toString());
        assertUsageError(unclosed + ":3:4: unclosed ${", "--template", unclosed.toString(), "--data", csv.toString());
        assertUsageError(ragged + ":3: 1 field, the header has 2", "--template", good.toString(), "--data",
                ragged.toString());
        assertUsageError(empty + ":1: the data file is empty", "--template", good.toString(), "--data",
                empty.toString());
        assertUsageError("--data " + dir.resolve("none.csv") + " does not exist", "--template", good.toString(),
                "--data", dir.resolve("none.csv").toString());
        assertUsageError("--template " + dir.resolve("none.xml") + " does not exist", "--template",
                dir.resolve("none.xml").toString(), "--data", csv.toString());
        assertUsageError(raw + " rendered as message 2 (" + breaking + " line 3) is not well-formed XML: line 3, "
                + "column ", "--template", raw.toString(), "--data", breaking.toString());
        assertUsageError("--data-messages 20000: the rendered messages pass", "--template",
                file("big.xml", String.format(ENVELOPE, "<q>${random.string(10000)}</q>")).toString(),
                "--data-messages", "20000", "--connections", "4");
    }

    @Test
    void templateOptionsGoTogetherAndNotWithFixedRequests() throws Exception {
        Path good = file("quote.xml", String.format(ENVELOPE, "<q>${seq}</q>"));
        Path request = file("fixed.xml", String.format(ENVELOPE, "<q/>"));
        assertUsageError("give --request/--requests (fixed requests) or --template, not both",
                "--template", good.toString(), "--request", request.toString());
        assertUsageError("--data belongs to --template", "--request", request.toString(), "--data", "x.csv");
        assertUsageError("--seed belongs to --template", "--request", request.toString(), "--seed", "5");
        assertUsageError("--data-messages must be 1..100000, got 0", "--template", good.toString(),
                "--data-messages", "0");
        Outcome targetToo = run("--template", good.toString(), "--target", "http://127.0.0.1:1/echosoap");
        assertEquals(Main.EXIT_USAGE, targetToo.exit());
        // Without --url the template options are another command's.
        CommandLine cl = Main.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        assertEquals(Main.EXIT_USAGE, cl.execute("run", "--target", "http://127.0.0.1:1/echosoap", "--template",
                good.toString()));
        assertTrue(err.toString().strip().equals("echosoap run: --template belongs to --url (your own service)"),
                err.toString());
    }

    @Test
    void aGoodTemplateGetsPastRenderingToThePreflight() throws Exception {
        Path good = file("quote.xml", String.format(ENVELOPE, "<q><sku>${sku}</sku><n>${random.uuid}</n></q>"));
        Path csv = file("quotes.csv", "sku\nA-100\n\"B & C\"\n");
        Outcome o = run("--template", good.toString(), "--data", csv.toString(), "--seed", "9", "--out",
                dir.resolve("out").toString());
        // Nothing listens on port 1: the run fails at the preflight (exit 1), after the template line.
        assertEquals(Main.EXIT_MEASUREMENT_FAILED, o.exit(), o.err());
        assertTrue(o.err().startsWith("echosoap run: template " + good + ": 2 messages from " + csv
                + " (2 rows), seed 9, "), o.err());
    }
}
