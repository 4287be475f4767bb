package org.echosoap.client.scenario.service;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.template.RenderedMessages;
import org.echosoap.client.scenario.template.TemplateSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --url --template}: the rendered messages in turn, the baseline sized to their means. */
class TemplatedServiceScenarioTest {

    private static final String TEMPLATE = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
            + "<getQuote xmlns=\"urn:example:orders\"><sku>${sku}</sku><quantity>${quantity}</quantity></getQuote>"
            + "</s:Body></s:Envelope>";

    @TempDir
    Path dir;

    private RenderedMessages pool(int rows) throws Exception {
        StringBuilder csv = new StringBuilder("sku,quantity\n");
        for (int i = 0; i < rows; i++) {
            csv.append("A-").append(i).append(',').append(1 + i * 37 % 1000).append('\n');
        }
        Path template = Files.writeString(dir.resolve("quote.xml"), TEMPLATE);
        Path data = Files.writeString(dir.resolve("quotes.csv"), csv);
        return new TemplateSource(template, data, null, null).render(2);
    }

    private static ServiceSpec spec(RenderedMessages pool, String baseline) {
        return new ServiceSpec(URI.create("http://h:1/orders/services/OrderService"), List.of(), "urn:getQuote",
                List.of(), null, baseline, List.of(), List.of(), pool);
    }

    @Test
    void theServiceGetsEveryMessageInTurnAndTheBaselineOneOfTheirMeanSize() throws Exception {
        RenderedMessages pool = pool(100);
        List<Endpoint> sized = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        // Answers 300 + the message's own length: the baseline answers their mean over the sampled messages.
        Scenario s = ServiceScenario.build(spec(pool, null), m -> {
            sized.add(m);
            return 300 + m.requestBody().length;
        }, notes::add);
        Endpoint service = s.measured();
        assertEquals(100, service.messages().size());
        for (int i = 0; i < 100; i++) {
            assertArrayEquals(pool.bodies().get(i), service.message(i).requestBody());
        }
        assertEquals(service.message(0), service.message(100), "the rotation starts over");
        assertEquals("\"urn:getQuote\"", service.message(7).soapAction());
        assertEquals(pool.meanBytes(), service.meanRequestBytes(), 1e-9);

        assertEquals(ServiceScenario.TEMPLATE_SIZING_CALLS, sized.size());
        Set<Endpoint> distinct = new HashSet<>(sized);
        assertEquals(ServiceScenario.TEMPLATE_SIZING_CALLS, distinct.size(), "spread over the pool, one call each");
        assertTrue(sized.contains(service.message(0)) && sized.contains(service.message(95)), "from start to end");
        long expectedAnswer = Math.round(sized.stream().mapToLong(m -> 300 + m.requestBody().length).average()
                .orElseThrow());
        Endpoint baseline = s.baseline().orElseThrow();
        assertTrue(baseline.messages().size() == 1, "one baseline message, of the mean size");
        assertEquals("/echosoap/baseline/null?responseBytes=" + expectedAnswer, baseline.path());
        assertEquals(Math.round(pool.meanBytes()), baseline.requestBody().length);
        assertTrue(new String(baseline.requestBody(), StandardCharsets.UTF_8).strip().endsWith("</s:Envelope>"));
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).startsWith("the answers to 20 messages of quote.xml vary in length ("), notes.get(0));
        assertTrue(s.description().contains("100 messages in turn from template "), s.description());
    }

    @Test
    void aPoolSmallerThanTheSampleIsSizedWholeAndAnotherBaselineGetsTheMeanRequest() throws Exception {
        RenderedMessages pool = pool(3);
        List<Endpoint> sized = new ArrayList<>();
        Scenario s = ServiceScenario.build(spec(pool, null), m -> {
            sized.add(m);
            return 500;
        }, note -> { throw new AssertionError("equal answers need no note: " + note); });
        assertEquals(3, sized.size());
        assertEquals("/echosoap/baseline/null?responseBytes=500", s.baseline().orElseThrow().path());
        Scenario own = ServiceScenario.build(spec(pool, "http://h:1/app/noop"),
                m -> { throw new AssertionError("not sized"); }, note -> { });
        assertEquals("/app/noop", own.baseline().orElseThrow().path());
        assertEquals(Math.round(pool.meanBytes()), own.baseline().orElseThrow().requestBody().length);
    }

    @Test
    void aSizingFailureNamesTheMessageAndATemplateWithoutEnvelopeNeedsAVersion() throws Exception {
        RenderedMessages pool = pool(40);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ServiceScenario.build(spec(pool, null),
                m -> { throw new IllegalStateException("OrderService answered HTTP 500"); }, note -> { }));
        assertTrue(e.getMessage().startsWith("OrderService answered HTTP 500 (message 1 of template "), e.getMessage());
        Path plain = Files.writeString(dir.resolve("plain.xml"), "<a>${seq}</a>");
        RenderedMessages notSoap = new TemplateSource(plain, null, 2, null).render(2);
        IllegalArgumentException v = assertThrows(IllegalArgumentException.class,
                () -> ServiceScenario.validate(spec(notSoap, null)));
        assertTrue(v.getMessage().startsWith("template " + plain + " is not a SOAP envelope"), v.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ServiceSpec(URI.create("http://h:1/x"),
                List.of(plain), null, List.of(), null, null, List.of(), List.of(), notSoap));
    }
}
