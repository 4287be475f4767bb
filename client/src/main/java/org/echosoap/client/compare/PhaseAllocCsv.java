package org.echosoap.client.compare;

import java.util.List;
import org.echosoap.client.resultfile.ResultFile;

/**
 * Writes compare-alloc-phases.csv: one line per bytes-per-phase row ({@link PhaseAllocRow}), in bytes per message.
 * A file of its own because compare.csv is the time rows in µs, and spreadsheets read its columns by position.
 * Written only when there are rows; empty cells mean "not known".
 *
 * <pre>{@code
 * if (!comparison.phaseAlloc().rows().isEmpty()) {
 *     AtomicFiles.write(dir.resolve(PhaseAllocCsv.FILE), PhaseAllocCsv.render(comparison));
 * }
 * }</pre>
 */
public final class PhaseAllocCsv {

    /** The file's name beside compare.csv. */
    public static final String FILE = "compare-alloc-phases.csv";

    static final String HEADER = "scenario,size,endpoint,kind,baselineEndpoint,row,aBytes,aCi95Bytes,bBytes,"
            + "bCi95Bytes,differenceBytes,differencePercent";

    private PhaseAllocCsv() {
    }

    public static String render(Comparison c) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (PhaseAllocRow r : c.phaseAlloc().rows()) {
            sb.append(String.join(",", List.of(CompareCsv.cell(r.scenario()),
                    r.size() == ResultFile.NO_SIZE ? "" : Integer.toString(r.size()), CompareCsv.cell(r.endpoint()),
                    r.kind().key(), CompareCsv.cell(r.baselineEndpoint()), CompareCsv.cell(r.key()),
                    Figures.csv(r.aBytes()), Figures.csv(r.aCi95Bytes()), Figures.csv(r.bBytes()),
                    Figures.csv(r.bCi95Bytes()), Figures.csv(r.differenceBytes()),
                    Figures.csv(r.differencePercent())))).append('\n');
        }
        return sb.toString();
    }
}
