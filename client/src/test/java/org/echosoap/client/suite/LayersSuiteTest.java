package org.echosoap.client.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.report.LayersTable;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The layers suite's plan: which cells it measures, which it explains, and what --quick leaves out. */
class LayersSuiteTest {

    @TempDir
    Path keys;

    private String keysBefore;

    /** A client keystore file where the plan looks (the plan only checks that it exists; no part is built here). */
    @BeforeEach
    void keystorePresent() throws IOException {
        Files.write(keys.resolve(ThrowawayKeys.CLIENT_FILE), new byte[] {0});
        keysBefore = System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, keys.toString());
    }

    @AfterEach
    void restoreKeys() {
        if (keysBefore == null) {
            System.clearProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        } else {
            System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, keysBefore);
        }
    }

    /** Options whose TLS port nobody listens on: the TLS rows are planned as "cannot" cells. */
    private static RunOptions options() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        return RunOptions.builder(URI.create("http://127.0.0.1:" + closedPort + "/echosoap"))
                .outDir(Path.of("unused")).build();
    }

    private static LayersSuite plan(boolean quick) throws IOException {
        return LayersSuite.plan(options(), SoapStack.all(), quick ? LayersSuite.QUICK_SIZES : LayersSuite.SIZES, quick,
                Duration.ofSeconds(10));
    }

    @Test
    void everyCellIsEitherMeasuredOrSaysWhyNot() throws IOException {
        for (boolean quick : new boolean[] {true, false}) {
            LayersSuite plan = plan(quick);
            Set<String> measured = new HashSet<>();
            for (Part part : plan.parts()) {
                assertTrue(measured.add(LayersTable.cellKey(part.scenario(), part.parameters().size(),
                        part.options().stack())), "one part per cell: " + part.label());
            }
            int cells = 0;
            for (LayersTable.Row row : plan.rows()) {
                for (SoapStack stack : SoapStack.all()) {
                    boolean part = measured.contains(LayersTable.cellKey(row.scenario(), row.size(), stack));
                    boolean cannot = row.cannot().containsKey(stack);
                    assertTrue(part != cannot, row.scenario() + " " + row.size() + " on " + stack.key()
                            + ": a part or a reason, never both or neither");
                    cells += part ? 1 : 0;
                }
            }
            assertEquals(measured.size(), cells, "every part is a cell of a row");
        }
    }

    @Test
    void quickKeepsEveryLayerAndStackButMeasuresFewerMessages() throws IOException {
        LayersSuite quick = plan(true);
        LayersSuite full = plan(false);
        assertTrue(quick.parts().size() < full.parts().size() / 2,
                quick.parts().size() + " quick parts, " + full.parts().size() + " full");
        assertFalse(quick.rows().stream().anyMatch(r -> r.message().equals("echoStrings")));
        assertTrue(full.rows().stream().anyMatch(r -> r.message().equals("echoStrings")));
        assertEquals(List.of(1_000, 1_000_000), quick.rows().stream()
                .filter(r -> r.message().equals(LayersSuite.MTOM_MESSAGE)).map(LayersTable.Row::size).toList());
        // Every stack measured by the full run is measured by the quick one, in every layer.
        for (String layer : List.of(LayersSuite.SOAP12_LAYER, LayersSuite.FAST_INFOSET_LAYER, LayersSuite.MTOM_LAYER)) {
            assertEquals(stacksOf(full, layer), stacksOf(quick, layer), layer);
        }
    }

    @Test
    void tlsRowsWithoutAConnectorAreCannotCellsNamingThePort() throws IOException {
        LayersSuite plan = plan(true);
        List<LayersTable.Row> tls = plan.rows().stream().filter(r -> r.layer().equals(TlsLayerRows.LAYER)).toList();
        assertEquals(LayersSuite.QUICK_MESSAGES.size(), tls.size());
        for (LayersTable.Row row : tls) {
            assertEquals(SoapStack.all().size(), row.cannot().size(), row.toString());
        }
        assertTrue(plan.parts().stream().noneMatch(p -> p.scenario().startsWith("layer.tls.")));
    }

    private static Set<String> stacksOf(LayersSuite plan, String layer) {
        Set<String> stacks = new HashSet<>();
        for (Part part : plan.parts()) {
            boolean inLayer = plan.rows().stream().anyMatch(r -> r.layer().equals(layer)
                    && r.scenario().equals(part.scenario()));
            if (inLayer) {
                stacks.add(part.options().stack().key());
            }
        }
        return stacks;
    }

    @Test
    void everyPartKeepsTheSuitesTimeLimitsTheLargestMtomPayloadToo() throws IOException {
        // A 10 MB echo's part gets its 20 pairs through the suite's limit to the first look, as every slow part does.
        RunOptions suite = options().toBuilder().maxTime(Duration.ofSeconds(3)).firstLookTimeFactor(4).build();
        LayersSuite full = LayersSuite.plan(suite, SoapStack.all(), LayersSuite.SIZES, false, Duration.ofSeconds(10));
        for (Part part : full.parts()) {
            assertEquals(Duration.ofSeconds(3), part.options().maxTime(), part.label());
            assertEquals(Duration.ofSeconds(12), part.options().firstLookMaxTime(), part.label());
        }
        assertTrue(full.parts().stream().anyMatch(p -> p.parameters().size() == 10_000_000));
    }
}
