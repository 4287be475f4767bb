package org.echosoap.client.resultfile;

import java.util.List;

/**
 * The names of result.json's schema, in one place for its writers ({@code report.ResultJson}, {@code merge}, {@code
 * pool}) and its reader ({@link ResultFileReader}); the schema itself is {@code docs/result.schema.json}. A change to
 * a field's meaning or place makes a new version here, and the reader keeps reading the older ones.
 */
public final class ResultFormat {

    /** What every result.json written today names as its {@code schema}. */
    public static final String CURRENT = "echosoap-result/2";

    /** Results before blocks (trials, a best-of table): still read by compare and report. */
    public static final String FIRST = "echosoap-result/1";

    /** Every schema the reader accepts, oldest first. */
    public static final List<String> READABLE = List.of(FIRST, CURRENT);

    private ResultFormat() {
    }
}
