package org.echosoap.client.scenario.benchmark;

/** The Benchmark contract's sizes: the default of its scenarios and the arrays' and base64's ranges. */
public final class BenchmarkSizes {

    /** Default size of benchmark scenarios. */
    public static final int DEFAULT_SIZE = 100;

    /** The contract's array sizes: 1 to 100,000 elements. */
    public static final int MAX_ELEMENTS = 100_000;

    /** base64 up to 10 MB. */
    public static final int MAX_BASE64_BYTES = 10_000_000;

    private BenchmarkSizes() {
    }

    /** The largest size {@code op} takes: bytes for base64, elements for the others. */
    public static long maxSize(BenchmarkOperation op) {
        return op.type() == DataType.BASE64 ? MAX_BASE64_BYTES : MAX_ELEMENTS;
    }
}
