package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFileReader;
import org.echosoap.client.resultfile.ResultFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** The fixture results under src/test/resources/org/echosoap/client/compare/ and small results built in code. */
final class CompareFixtures {

    private CompareFixtures() {
    }

    static byte[] bytes(String resource) {
        try (InputStream in = CompareFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String resource) {
        return new String(bytes(resource), StandardCharsets.UTF_8);
    }

    /** A fixture result, named in messages exactly as the CLI would name it when run in the fixture directory. */
    static ResultFile result(String resource) {
        return ResultFileReader.parse(resource, bytes(resource));
    }

    static Path path(String resource) {
        try {
            return Path.of(CompareFixtures.class.getResource(resource).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A run without per-trial figures (no test possible). */
    static ResultFile.Run run(String scenario, int size, String endpoint, String role, double meanMicros,
                              double serverMicros) {
        return run(scenario, size, endpoint, role, meanMicros, serverMicros, List.of());
    }

    /** A run with per-trial mean latencies. */
    static ResultFile.Run run(String scenario, int size, String endpoint, String role, double meanMicros,
                              double serverMicros, List<Double> trialMeansMicros) {
        return new ResultFile.Run(scenario, size, endpoint, role, meanMicros, serverMicros, trialMeansMicros,
                ResultFile.Run.TRIAL_MEANS);
    }

    /** A cost without per-pair figures (no test possible). */
    static ResultFile.Cost cost(String scenario, int size, String endpoint, double costMicros, double serverMicros) {
        return cost(scenario, size, endpoint, costMicros, serverMicros, List.of());
    }

    /** A cost (a paired mean over the null baseline) with its per-pair costs. */
    static ResultFile.Cost cost(String scenario, int size, String endpoint, double costMicros, double serverMicros,
                                List<Double> pairCostMicros) {
        return new ResultFile.Cost(scenario, size, endpoint, "null", costMicros, 1.0, serverMicros, "mean",
                pairCostMicros);
    }

    /** A cost whose headline and CI are those of its per-pair costs, as {@code run} writes them. */
    static ResultFile.Cost pairedCost(String scenario, int size, String endpoint, double[] pairCostMicros) {
        List<Double> pairs = java.util.Arrays.stream(pairCostMicros).boxed().toList();
        double mean = java.util.Arrays.stream(pairCostMicros).average().orElse(Double.NaN);
        return new ResultFile.Cost(scenario, size, endpoint, "null", mean, Double.NaN, Double.NaN, "mean", pairs);
    }

    static ResultFile file(String source, String clientHost, String targetHost, List<ResultFile.Run> runs,
                           List<ResultFile.Cost> costs) {
        return new ResultFile(source, true, null, new ResultFile.Placement(clientHost, targetHost),
                new ResultFile.Settings(1, true, "core"), runs, costs);
    }

    /** A row of {@code metric} with no figures: for what a rule watches. */
    static GatedRow gatedRow(RowMetric metric) {
        return new GatedRow() {
            @Override public String scenario() { return null; }
            @Override public int size() { return ResultFile.NO_SIZE; }
            @Override public RowMetric metric() { return metric; }
            @Override public String label() { return metric.key(); }
            @Override public double aValue() { return Double.NaN; }
            @Override public double bValue() { return Double.NaN; }
            @Override public boolean inBoth() { return false; }
            @Override public WelchTest.Result test() { return WelchTest.of(List.of(), List.of()); }
        };
    }

    /**
     * A measured run of {@code endpoint} with the given bytes per block (server allocation, client allocation, wire)
     * and their means as the run's figures, as {@code run} writes them; a latency of 100 µs per block.
     */
    static ResultFile.Run bytesRun(String endpoint, List<Double> allocBlocks, List<Double> clientBlocks,
                                   List<Double> wireBlocks) {
        ResultFile.PerMessageBytes bytes = new ResultFile.PerMessageBytes(mean(allocBlocks), allocBlocks,
                mean(clientBlocks), clientBlocks, mean(wireBlocks), wireBlocks);
        List<Double> latency = java.util.Collections.nCopies(Math.max(allocBlocks.size(), 2), 100.0);
        return new ResultFile.Run(null, ResultFile.NO_SIZE, endpoint, "measured", 100, Double.NaN, latency,
                ResultFile.Run.BLOCK_MEANS, null, Double.NaN, bytes);
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }
}
