package org.echosoap.client.scenario;

/**
 * What the {@code wire} scenario must recover on a link of known rate: the transmission time of the bytes its answer
 * has beyond its baseline's, plus the headers that every TCP segment carrying them adds on an Ethernet link.
 *
 * <p>Per segment: {@value #SEGMENT_PAYLOAD_BYTES} B of payload (the MSS on a 1,500 B MTU with TCP timestamps, Linux's
 * default) and {@value #SEGMENT_HEADER_BYTES} B of headers (Ethernet 14, IPv4 20, TCP 20 + 12 of timestamp option):
 * what the kernel's tbf charges each packet (a packet's length there includes its Ethernet header; a veth has no
 * preamble or inter-frame gap, so none is counted). The headers are counted in proportion, 66/1,448 per payload
 * byte: counting whole segments would differ by less than one header (66 B, 53 µs at 10 Mbit/s), depending on how
 * the HTTP head and the body happen to split. The answers' chunked framing (about 8 B per 8 KB chunk) is left out:
 * under 0.1%.
 *
 * <pre>{@code
 * double expected = WireTime.expectedMicros(20_000 - WireTime.BASELINE_ANSWER_BYTES, 10_000_000);  // 16,616 µs
 * }</pre>
 */
public final class WireTime {

    /** TCP payload per segment: MSS on a 1,500 B MTU with the timestamp option. */
    public static final int SEGMENT_PAYLOAD_BYTES = 1448;

    /** Headers per segment: Ethernet 14 + IPv4 20 + TCP 20 + timestamp option 12. */
    public static final int SEGMENT_HEADER_BYTES = 66;

    /** Default answer of the wire scenario: 20,000 B, about 16.6 ms beyond its baseline's at 10 Mbit/s. */
    public static final int DEFAULT_ANSWER_BYTES = 20_000;

    /**
     * The wire scenario's baseline answer: the smallest {@code /baseline/null?responseBytes=} the server gives
     * ({@code PaddedResponse.minBytes()}, the compact envelope; a unit test keeps the two equal).
     */
    public static final int BASELINE_ANSWER_BYTES = 135;

    private WireTime() {
    }

    /** The bytes the link carries for {@code payloadBytes} of TCP payload, headers included (in proportion). */
    public static double wireBytes(long payloadBytes) {
        if (payloadBytes < 0) {
            throw new IllegalArgumentException("payloadBytes must be >= 0, got " + payloadBytes);
        }
        return payloadBytes * (1.0 + (double) SEGMENT_HEADER_BYTES / SEGMENT_PAYLOAD_BYTES);
    }

    /** The transmission time of {@code payloadBytes} (headers included) at {@code rateBitsPerSecond}, in µs. */
    public static double expectedMicros(long payloadBytes, long rateBitsPerSecond) {
        if (rateBitsPerSecond <= 0) {
            throw new IllegalArgumentException("rateBitsPerSecond must be > 0, got " + rateBitsPerSecond);
        }
        return wireBytes(payloadBytes) * 8 * 1e6 / rateBitsPerSecond;
    }
}
