package org.echosoap.server.cxf.benchmark;

import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.jaxws.benchmark.BenchmarkRequestChecks;

/**
 * The Benchmark checks on CXF ({@link BenchmarkRequestChecks}): each fails with a {@link ClientFault}, in CXF's
 * wording where a reason is its own. A value CXF's converters refuse never gets here: it fails the request while
 * JAXB binds it ({@code FaultCleaner} words it), so a null here is always a missing or nil element.
 */
final class RequestChecks extends BenchmarkRequestChecks {

    RequestChecks() {
        super(ClientFault::new);
    }

    @Override
    protected String reason(Mistake mistake, String operation) {
        return switch (mistake) {
            case NIL_VALUE -> " is nil; only array items may be nil";
            case MISSING_BASE64 -> operation + " needs an input element holding base64 data";
            case MISSING_SIZE -> operation + " needs a size element";
            case BASE64_OVER_LIMIT -> "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes";
            case TEXT_OVER_BUDGET -> "more than " + BenchmarkLimits.MAX_TEXT_CHARS + " characters of text";
        };
    }
}
