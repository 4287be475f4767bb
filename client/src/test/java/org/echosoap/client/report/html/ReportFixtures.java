package org.echosoap.client.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Real results under src/test/resources/org/echosoap/client/report/html/fixtures/, taken from real runs on the 2-core
 * VM ({@code ./echosoap demo}, {@code suite --quick} for parsers, soapbench (five operations kept) and latency,
 * {@code ./echosoap crosshost}). Outside {@link #ALL}: {@code own-service} ({@code run --url}), {@code v2-run}, and
 * {@code capacity} ({@code suite --suite capacity --quick}: Axis2's echoFloat and null, p99 ≤ 10ms).
 */
public final class ReportFixtures {

    /** Every fixture directory, as {@code echosoap report} would be given them. */
    public static final List<String> ALL = List.of("demo", "parsers", "soapbench", "latency", "crosshost/compare");

    private ReportFixtures() {
    }

    public static Path dir(String name) {
        try {
            return Path.of(ReportFixtures.class.getResource("fixtures/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("missing fixture " + name, e);
        }
    }

    public static List<Path> dirs(String... names) {
        return Arrays.stream(names).map(ReportFixtures::dir).toList();
    }

    static String text(String resource) {
        try (InputStream in = ReportFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
