package org.echosoap.server.jaxws.benchmark;

import java.util.List;
import java.util.function.Function;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;

/**
 * What the Benchmark contract asks of a request beyond what JAXB does while it binds: values present and not nil,
 * counts and sizes within {@link BenchmarkLimits}, objects complete, text within its budget. JAXB binds what is
 * there: a missing element is null, an empty array an empty list, a nil value a null entry, and no count is bounded
 * except by the XML limits (500,000 elements per request), so these run on the bound values before any work is
 * done with them. Each method returns what it was given or fails with the stack's {@code Client} fault, its reason
 * starting with the operation ({@code echoInts: more than 100000 input elements}).
 *
 * <p>The checks, their order and the reasons both stacks share are here (and in {@link BenchmarkChecks}). A stack's
 * subclass gives its Client fault and the reasons it words its own way ({@link #reason}). Metro, whose converters
 * hand a refused value over as null, names the refusal where a value is missing ({@link #incomplete}, its
 * {@code reason}) and checks echoMeshInterfaceObjects' inputs in an order of its own; CXF fails a request with a
 * refused value while JAXB binds it, so on CXF a null here is always a missing or nil element.
 *
 * <pre>{@code
 * List<Integer> ints = checks.values("echoInts", input);   // fault if missing, nil or beyond 100,000
 * }</pre>
 */
public abstract class BenchmarkRequestChecks {

    /** The checks with the reasons both stacks answer, failing with the stack's Client fault. */
    protected final BenchmarkChecks checks;

    /** @param clientFault the stack's Client fault for a whole reason ({@code "operation: what is wrong"}) */
    protected BenchmarkRequestChecks(Function<String, ? extends RuntimeException> clientFault) {
        this.checks = new BenchmarkChecks(clientFault);
    }

    /** The mistakes whose reason each stack words its own way. */
    public enum Mistake {
        /** A nil {@code input} value: the reason is what follows {@code input N}. */
        NIL_VALUE,
        /** An echo/receiveBase64 without its value. */
        MISSING_BASE64,
        /** A send without its {@code size}. */
        MISSING_SIZE,
        /** A base64 value of more than {@link BenchmarkLimits#MAX_BASE64_BYTES}. */
        BASE64_OVER_LIMIT,
        /** Text values that together exceed {@link BenchmarkLimits#MAX_TEXT_CHARS}. */
        TEXT_OVER_BUDGET
    }

    /** The stack's reason for {@code mistake} in a request to {@code operation} (without the leading operation). */
    protected abstract String reason(Mistake mistake, String operation);

    /**
     * What follows {@code input item N} (or {@code input N}) in the reason for an object without all its values:
     * {@code missing} ({@code " needs x, y and value"}).
     */
    protected String incomplete(String missing) {
        return missing;
    }

    /** How the reason for too many receiveMeshInterfaceObjects items names them: {@code item}, as for SimpleEvents. */
    protected String meshArrayItems() {
        return "item";
    }

    /** The repeated {@code input} values of an echo/receive: at least one, at most the element limit, none nil. */
    public <T> List<T> values(String operation, List<T> values) {
        checks.someInputs(operation, values);
        int nil = BenchmarkChecks.firstNil(values);
        if (nil >= 0) {
            throw checks.fault(operation, "input " + (nil + 1) + reason(Mistake.NIL_VALUE, operation));
        }
        return values;
    }

    /** The strings of an echo/receive, as {@link #values}, and together within the text budget. */
    public List<String> strings(String operation, List<String> values) {
        values(operation, values);
        checkText(operation, BenchmarkChecks.textChars(values, value -> value));
        return values;
    }

    /** A decoded base64 value: present, at most {@link BenchmarkLimits#MAX_BASE64_BYTES}. */
    public byte[] base64(String operation, byte[] bytes) {
        if (bytes == null) {
            throw checks.fault(operation, reason(Mistake.MISSING_BASE64, operation));
        }
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw checks.fault(operation, reason(Mistake.BASE64_OVER_LIMIT, operation));
        }
        return bytes;
    }

    /** A send's {@code size}: present, 0 to {@code max}. */
    public int size(String operation, Integer size, int max) {
        if (size == null) {
            throw checks.fault(operation, reason(Mistake.MISSING_SIZE, operation));
        }
        return checks.sizeInRange(operation, size, max);
    }

    /**
     * The {@code input} array of echo/receiveSimpleEvents: there, at most the element limit of items (nil items
     * allowed: echoed nil, counted), every other item complete, the messages together within the text budget.
     */
    public ArrayOfSimpleEvent simpleEvents(String operation, ArrayOfSimpleEvent input) {
        List<SimpleEvent> items = checks.array(operation, input).getItem();
        checks.elementCount(operation, "item", items.size());
        int incomplete = BenchmarkChecks.firstIncomplete(items,
                event -> event.getSequenceNumber() != null && event.getTimestamp() != null && event.getMessage() != null);
        if (incomplete >= 0) {
            throw checks.fault(operation, "input item " + (incomplete + 1)
                    + incomplete(" needs sequenceNumber, timestamp and message"));
        }
        checkText(operation, BenchmarkChecks.textChars(items, SimpleEvent::getMessage));
        return input;
    }

    /** echoMeshInterfaceObjects' repeated inputs (no array wrapper): checked as {@link #values}, then each complete. */
    public List<MeshInterfaceObject> meshInterfaceObjectInputs(String operation, List<MeshInterfaceObject> inputs) {
        return completeMeshes(operation, "input", values(operation, inputs));
    }

    /**
     * receiveMeshInterfaceObjects' {@code input} array: there, at most the element limit of items (nil allowed),
     * every other one complete.
     */
    public ArrayOfMeshInterfaceObject meshInterfaceObjects(String operation, ArrayOfMeshInterfaceObject input) {
        List<MeshInterfaceObject> items = checks.array(operation, input).getItem();
        checks.elementCount(operation, meshArrayItems(), items.size());
        completeMeshes(operation, "input item", items);
        return input;
    }

    /** MeshInterfaceObjects ({@code what}: {@code input} or {@code input item}), nil allowed, the others complete. */
    protected List<MeshInterfaceObject> completeMeshes(String operation, String what,
            List<MeshInterfaceObject> meshes) {
        int incomplete = BenchmarkChecks.firstIncomplete(meshes,
                mesh -> mesh.getX() != null && mesh.getY() != null && mesh.getValue() != null);
        if (incomplete >= 0) {
            throw checks.fault(operation, what + " " + (incomplete + 1) + incomplete(" needs x, y and value"));
        }
        return meshes;
    }

    private void checkText(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw checks.fault(operation, reason(Mistake.TEXT_OVER_BUDGET, operation));
        }
    }
}
