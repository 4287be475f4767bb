package org.echosoap.server.metro.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.jaxws.benchmark.BenchmarkRequestChecks;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * The Benchmark checks on Metro ({@link BenchmarkRequestChecks}): every value in its type (a value our parsers
 * refused arrives as {@code null}, see {@link RefusedValues}, and the reason names the refusal where a value is
 * missing), required elements present, sizes within {@link BenchmarkLimits}, the request's text within its budget.
 * Each failure is a {@code Client} fault with a one-line reason in the contract's wording, positions counted from 1:
 * {@code echoInts: input 2 is not an xsd:int: 'abc'}.
 *
 * <pre>{@code
 * List<Integer> ints = new RequestChecks().values("echoInts", input);   // fault if missing, refused or beyond 100,000
 * }</pre>
 */
final class RequestChecks extends BenchmarkRequestChecks {

    RequestChecks() {
        super(RequestFault::client);
    }

    /**
     * echoMeshInterfaceObjects' repeated inputs: at least one, none nil (a nil one is never a refused value's gap:
     * an object with a refused field is there, the field null), at most the element limit, each complete.
     */
    @Override
    public List<MeshInterfaceObject> meshInterfaceObjectInputs(String operation, List<MeshInterfaceObject> inputs) {
        if (inputs == null || inputs.isEmpty()) {
            throw checks.fault(operation, operation + " needs at least one input element");
        }
        int nil = BenchmarkChecks.firstNil(inputs);
        if (nil >= 0) {
            throw checks.fault(operation, "input " + (nil + 1) + " is empty or nil");
        }
        checks.elementCount(operation, "input", inputs.size());
        return completeMeshes(operation, "input", inputs);
    }

    /** receiveMeshInterfaceObjects' items are counted as {@code input item}s, the name of their completeness reason. */
    @Override
    protected String meshArrayItems() {
        return "input item";
    }

    /** Metro's reasons; where the value is null because RecordingXsd refused it, the refusal's reason. */
    @Override
    protected String reason(Mistake mistake, String operation) {
        RefusedValues.Refusal refusal = RefusedValues.peek();
        return switch (mistake) {
            case NIL_VALUE -> refusedOr(" is empty or nil", " is ");
            case MISSING_BASE64 -> refusal != null ? refusal.reason()
                    : operation + " needs an input element holding xsd:base64Binary";
            case MISSING_SIZE -> refusal != null ? "size is " + refusal.reason()
                    : operation + " needs a size element holding an xsd:int";
            case BASE64_OVER_LIMIT -> "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes of base64 data";
            case TEXT_OVER_BUDGET -> "the request's text values exceed " + BenchmarkLimits.MAX_TEXT_CHARS
                    + " characters";
        };
    }

    @Override
    protected String incomplete(String missing) {
        return refusedOr(missing, " holds a value that is ");
    }

    /** {@code prefix} and the refused value's reason, or {@code otherwise} when nothing was refused (missing). */
    private static String refusedOr(String otherwise, String prefix) {
        RefusedValues.Refusal refusal = RefusedValues.peek();
        return refusal == null ? otherwise : prefix + refusal.reason();
    }
}
