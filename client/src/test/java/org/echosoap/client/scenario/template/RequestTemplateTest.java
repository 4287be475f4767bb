package org.echosoap.client.scenario.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RequestTemplateTest {

    private static final Path T = Path.of("order.xml");
    private static final String ENVELOPE = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>%s"
            + "</s:Body></s:Envelope>";

    @TempDir
    Path dir;

    private CsvData data(String text) throws Exception {
        return CsvData.read(Files.writeString(dir.resolve("orders.csv"), text, StandardCharsets.UTF_8));
    }

    private static List<String> texts(RenderedMessages m) {
        return m.bodies().stream().map(b -> new String(b, StandardCharsets.UTF_8)).toList();
    }

    private static String parseError(String text, List<String> columns) {
        return assertThrows(IllegalArgumentException.class, () -> RequestTemplate.parse(text, T, columns)).getMessage();
    }

    @Test
    void columnsAreFilledRowByRowAndXmlEscapedInTextAndAttributes() throws Exception {
        CsvData d = data("customer,sku\n\"Baker & Sons <Ltd>\",A-100\n\"O'Hara \"\"Q\"\"\",B-200\n");
        String template = String.format(ENVELOPE, "<o c=\"${customer}\" d='${customer}'><sku>${sku}</sku>"
                + "<who>${customer}</who></o>");
        RenderedMessages m = RenderedMessages.render(RequestTemplate.parse(template, T, d.columns()), d, 3, 1, 2);
        List<String> out = texts(m);
        assertEquals(String.format(ENVELOPE, "<o c=\"Baker &amp; Sons &lt;Ltd&gt;\" d='Baker &amp; Sons &lt;Ltd&gt;'>"
                + "<sku>A-100</sku><who>Baker &amp; Sons &lt;Ltd&gt;</who></o>"), out.get(0));
        assertEquals(String.format(ENVELOPE, "<o c=\"O&apos;Hara &quot;Q&quot;\" d='O&apos;Hara &quot;Q&quot;'>"
                + "<sku>B-200</sku><who>O&apos;Hara &quot;Q&quot;</who></o>"), out.get(1));
        assertEquals(out.get(0), out.get(2), "the third message reuses the first row");
        assertEquals(d.file(), m.data());
        assertEquals(2, m.dataRows());
    }

    @Test
    void escapingKeepsLineBreaksAndTabsExact() {
        assertEquals("a&#9;b&#10;c&#13;&amp;&lt;&gt;&quot;&apos;", XmlEscape.escape("a\tb\nc\r&<>\"'"));
        assertEquals("plain", XmlEscape.escape("plain"));
    }

    @Test
    void rawColumnsAreInsertedAsTheyAre() throws Exception {
        CsvData d = data("items\n<item>1</item><item>2</item>\n");
        RenderedMessages m = RenderedMessages.render(RequestTemplate.parse(String.format(ENVELOPE, "<o>${raw:items}</o>"),
                T, d.columns()), d, 1, 1, 2);
        assertEquals(String.format(ENVELOPE, "<o><item>1</item><item>2</item></o>"), texts(m).get(0));
    }

    @Test
    void generatedValuesFollowTheSeedAndTheSequenceCounts() {
        String template = String.format(ENVELOPE, "<o n=\"${seq}\" m=\"${seq(1000)}\"><q>${random.int(1,100)}</q>"
                + "<id>${random.uuid}</id><s>${random.string(8)}</s></o>");
        RequestTemplate t = RequestTemplate.parse(template, T, List.of());
        List<String> a = texts(RenderedMessages.render(t, null, 500, 42, 2));
        List<String> b = texts(RenderedMessages.render(t, null, 500, 42, 2));
        List<String> c = texts(RenderedMessages.render(t, null, 500, 43, 2));
        assertEquals(a, b, "the same seed, the same messages");
        assertNotEquals(a, c, "another seed, other messages");
        Pattern p = Pattern.compile("<o n=\"(\\d+)\" m=\"(\\d+)\"><q>(\\d+)</q><id>([0-9a-f-]{36})</id>"
                + "<s>([A-Za-z0-9]{8})</s></o>");
        int lowest = 100;
        int highest = 1;
        for (int i = 0; i < a.size(); i++) {
            Matcher m = p.matcher(a.get(i));
            assertTrue(m.find(), a.get(i));
            assertEquals(i + 1, Integer.parseInt(m.group(1)));
            assertEquals(1000 + i, Integer.parseInt(m.group(2)));
            int q = Integer.parseInt(m.group(3));
            assertTrue(q >= 1 && q <= 100, "random.int(1,100) gave " + q);
            lowest = Math.min(lowest, q);
            highest = Math.max(highest, q);
            UUID id = UUID.fromString(m.group(4));
            assertEquals(4, id.version());
            assertEquals(2, id.variant());
        }
        assertEquals(1, lowest, "both ends are reached in 500 draws");
        assertEquals(100, highest, "both ends are reached in 500 draws");
        assertEquals(RenderedMessages.DEFAULT_SEED, 1);
    }

    @Test
    void dollarDollarBraceIsALiteralAndTextWithoutPlaceholdersIsKept() {
        String template = String.format(ENVELOPE, "<o>cost $5, ${'{'} is not read, $${seq} and $${x</o>");
        // "${'{'}" would be a placeholder: use a text without it.
        String plain = String.format(ENVELOPE, "<o>cost $5 {a} $${seq} and $${x</o>");
        RenderedMessages m = RenderedMessages.render(RequestTemplate.parse(plain, T, List.of()), null, 1, 1, 2);
        assertEquals(String.format(ENVELOPE, "<o>cost $5 {a} ${seq} and ${x</o>"), texts(m).get(0));
        assertTrue(parseError(template, List.of()).startsWith("order.xml:1:"));
    }

    @Test
    void anUnclosedPlaceholderNamesLineAndColumn() {
        assertEquals("order.xml:2:6: unclosed ${ (a placeholder is ${NAME} on one line; write $${ for a literal ${)",
                parseError("<a>\n  <b>${customer</b>\n}</a>", List.of("customer")));
        assertEquals("order.xml:1:4: unclosed ${ (a placeholder is ${NAME} on one line; write $${ for a literal ${)",
                parseError("<a>${", List.of()));
    }

    @Test
    void anUnknownPlaceholderNamesItAndWhatIsKnown() {
        assertEquals("order.xml:3:9: unknown placeholder ${custmer}: the data columns are customer, sku (${NAME}, "
                + "or ${raw:NAME} unescaped); generated: ${seq}, ${seq(START)}, ${random.int(MIN,MAX)}, "
                + "${random.uuid}, ${random.string(N)}", parseError("<a>\n<b/>\n<c>\t\t   ${custmer}</c></a>",
                List.of("customer", "sku")));
        assertEquals("order.xml:1:4: unknown placeholder ${customer}: no --data file, so only generated values: "
                + "${seq}, ${seq(START)}, ${random.int(MIN,MAX)}, ${random.uuid}, ${random.string(N)}",
                parseError("<a>${customer}</a>", List.of()));
        assertTrue(parseError("<a>${random.double}</a>", List.of()).startsWith("order.xml:1:4: unknown placeholder"));
        assertTrue(parseError("<a>${raw:nope}</a>", List.of("x")).startsWith("order.xml:1:4: unknown placeholder"));
        assertTrue(parseError("<a>${ }</a>", List.of()).startsWith("order.xml:1:4: '${ }' is not a placeholder"));
    }

    @Test
    void badGeneratorArgumentsAreOneLine() {
        assertEquals("order.xml:1:4: ${random.int(5,1)}: MIN is larger than MAX",
                parseError("<a>${random.int(5,1)}</a>", List.of()));
        assertEquals("order.xml:1:4: ${random.int(5)} needs two whole numbers, e.g. ${random.int(1,100)}",
                parseError("<a>${random.int(5)}</a>", List.of()));
        assertEquals("order.xml:1:4: ${random.int} needs two whole numbers, e.g. ${random.int(1,100)}",
                parseError("<a>${random.int}</a>", List.of()));
        assertEquals("order.xml:1:4: ${random.int(1,x)}: 'x' is not a whole number within ±2147483647",
                parseError("<a>${random.int(1,x)}</a>", List.of()));
        assertEquals("order.xml:1:4: ${random.uuid(1)} takes no arguments",
                parseError("<a>${random.uuid(1)}</a>", List.of()));
        assertEquals("order.xml:1:4: ${random.string(0)}: the length must be 1 to 10000",
                parseError("<a>${random.string(0)}</a>", List.of()));
        assertEquals("order.xml:1:4: ${seq(a)}: 'a' is not a whole number within ±2147483647",
                parseError("<a>${seq(a)}</a>", List.of()));
    }

    @Test
    void aRenderedMessageThatIsNotWellFormedNamesTheDataLine() throws Exception {
        CsvData d = data("items\n<item>1</item>\n<item>2\n");
        RequestTemplate t = RequestTemplate.parse(String.format(ENVELOPE, "<o>${raw:items}</o>"), T, d.columns());
        String message = assertThrows(IllegalArgumentException.class, () -> RenderedMessages.render(t, d, 2, 1, 2))
                .getMessage();
        assertTrue(message.startsWith("order.xml rendered as message 2 (" + d.file() + " line 3) is not well-formed "
                + "XML: line 1, column "), message);
        assertEquals(1, message.lines().count());
        // A template broken in itself fails at its first message.
        RequestTemplate broken = RequestTemplate.parse("<a><b></a>${seq}", T, List.of());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RenderedMessages.render(broken, null, 5, 1, 2))
                .getMessage().startsWith("order.xml rendered as message 1 is not well-formed XML: line 1, column "));
    }

    @Test
    void thePoolIsBoundedInMemoryAndCount() {
        RequestTemplate t = RequestTemplate.parse(String.format(ENVELOPE, "<o>${random.string(10000)}</o>"), T,
                List.of());
        // 10,000 random characters and the envelope a message, 17 copies: 256 MB / 17 holds 1,563 of them.
        String message = assertThrows(IllegalArgumentException.class, () -> RenderedMessages.render(t, null, 5000, 1, 17))
                .getMessage();
        assertTrue(message.startsWith("--data-messages 5000: the rendered messages pass 15.1 MB after message 1564 "
                + "(256.0 MB in all for the messages and the copy each of the 16 connections keeps): the first 1563 fit"),
                message);
        assertEquals("--data-messages must be 1..100000, got 0",
                assertThrows(IllegalArgumentException.class, () -> RenderedMessages.render(t, null, 0, 1, 2))
                        .getMessage());
    }

    @Test
    void theMeanSizedBodyIsAMessagePaddedToTheRoundedMean() throws Exception {
        RequestTemplate t = RequestTemplate.parse(String.format(ENVELOPE, "<q>${seq(1)}</q>"), T, List.of());
        // 9 messages of n (1 digit) and 1 of 10 (2 digits): mean 0.1 byte above the short ones.
        RenderedMessages m = RenderedMessages.render(t, null, 10, 1, 2);
        int shortLength = m.minBytes();
        assertEquals(shortLength + 1, m.maxBytes());
        assertEquals(shortLength + 0.1, m.meanBytes(), 1e-9);
        assertEquals(shortLength, m.meanSizedBody().length);
        CsvData d = data("v\na\nabc\n"); // lengths L and L + 2: the mean L + 1 is no message's length
        RenderedMessages gap = RenderedMessages.render(RequestTemplate.parse(String.format(ENVELOPE, "<q>${v}</q>"), T,
                d.columns()), d, 2, 1, 2);
        byte[] body = gap.meanSizedBody();
        assertEquals(gap.minBytes() + 1, body.length);
        assertEquals(' ', body[body.length - 1], "padded after the root element");
        assertTrue(new String(body, StandardCharsets.UTF_8).strip().endsWith("</s:Envelope>"));
    }

    @Test
    void theResultDescribesThePool() throws Exception {
        CsvData d = data("sku\nA-100\nB-2000\n");
        RenderedMessages m = RenderedMessages.render(RequestTemplate.parse("<a>${sku}</a>", T, d.columns()), d, 2, 7, 2);
        assertEquals("{file=order.xml, data=" + d.file() + ", dataRows=2, messages=2, seed=7, meanRequestBytes=12.5, "
                + "minRequestBytes=12, maxRequestBytes=13}", m.describe().toString());
        assertEquals("order.xml: 2 messages from " + d.file() + " (2 rows), seed 7, 12-13 B, mean 12.5 B", m.summary());
    }

    @Test
    void theShippedExampleRendersOneOrderPerRowWithItsAwkwardNamesEscaped() {
        Path examples = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(examples.resolve("conf/examples/orders"))) {
            examples = examples.getParent(); // the tests run in client/; the examples are the repository's
        }
        examples = examples.resolve("conf/examples/orders");
        RenderedMessages m = new TemplateSource(examples.resolve("placeOrder-template.xml"),
                examples.resolve("orders.csv"), null, null).render(2);
        List<String> out = texts(m);
        assertEquals(8, out.size());
        assertTrue(out.get(0).contains("<customer>Ada Lovelace</customer>"), out.get(0));
        assertTrue(out.get(1).contains("<customer>Baker &amp; Sons &lt;Ltd&gt;</customer>"), out.get(1));
        assertTrue(out.get(2).contains("<customer>O&apos;Hara, &quot;Quick&quot; Delivery</customer>"), out.get(2));
        assertTrue(out.get(5).contains("<customer>M\u00fcller GmbH</customer>"), out.get(5));
        assertTrue(out.get(7).contains("<sku>GIFT-8</sku>"), out.get(7));
        assertTrue(m.minBytes() < m.maxBytes(), "the rows' orders differ in size");
    }

    @Test
    void theSourceReadsFilesAndDefaultsToOneMessagePerRow() throws Exception {
        Path template = Files.writeString(dir.resolve("t.xml"), "<a n=\"${seq}\">${sku}</a>");
        Path csv = Files.writeString(dir.resolve("d.csv"), "sku\nA\nB\nC\n");
        RenderedMessages m = new TemplateSource(template, csv, null, null).render(2);
        assertEquals(3, m.bodies().size());
        assertEquals(RenderedMessages.DEFAULT_SEED, m.seed());
        assertEquals(RenderedMessages.DEFAULT_GENERATED_MESSAGES,
                new TemplateSource(Files.writeString(dir.resolve("g.xml"), "<a>${seq}</a>"), null, null, 5L)
                        .render(2).bodies().size());
        assertEquals(7, new TemplateSource(template, csv, 7, null).render(2).bodies().size());
        StringBuilder many = new StringBuilder("sku\n");
        for (int i = 0; i <= RenderedMessages.MAX_MESSAGES; i++) {
            many.append(i).append('\n');
        }
        Path big = Files.writeString(dir.resolve("big.csv"), many);
        assertEquals("--data " + big + " has 100001 rows, more than the 100000 messages a run renders: give "
                + "--data-messages N for the first N", assertThrows(IllegalArgumentException.class,
                () -> new TemplateSource(template, big, null, null).render(2)).getMessage());
        assertEquals(3, new TemplateSource(template, big, 3, null).render(2).bodies().size());
        Path noColumns = Files.writeString(dir.resolve("n.xml"), "<a>${seq}</a>");
        assertEquals(noColumns + " uses none of the columns of --data " + csv + " (sku): write ${NAME} where a "
                + "column's value goes", assertThrows(IllegalArgumentException.class,
                () -> new TemplateSource(noColumns, csv, null, null).render(2)).getMessage());
        Path missing = dir.resolve("none.xml");
        assertEquals("--template " + missing + " does not exist (or is not a file)", assertThrows(
                IllegalArgumentException.class, () -> new TemplateSource(missing, csv, null, null).render(2)).getMessage());
        assertEquals("--template " + Files.writeString(dir.resolve("e.xml"), " \n") + " is empty", assertThrows(
                IllegalArgumentException.class, () -> new TemplateSource(dir.resolve("e.xml"), null, null, null)
                        .render(2)).getMessage());
    }
}
