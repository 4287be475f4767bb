package org.echosoap.server.corba.latency;

/**
 * The operations of IDL {@code latency::Latency}: what the server's servant implements and a client's stub calls.
 * Sizes are 0 to 1,000,000; anything else is {@link SizeOutOfRange}.
 *
 * <pre>{@code
 * LatencyOperations latency = LatencyHelper.narrow(orb.string_to_object(corbaloc));
 * latency.getString(3); // "abc"
 * }</pre>
 */
public interface LatencyOperations {

    /** The fixed cost of a call. */
    void doNothing();

    /** Stores the size {@link #getStoredString()} and {@link #getStoredIntegers()} use, for the whole server. */
    void setSize(int size) throws SizeOutOfRange;

    /** {@code size} characters, character i being {@code 'a' + i % 26}; stores nothing. */
    String getString(int size) throws SizeOutOfRange;

    /** The stored size's worth of characters (200 until a {@link #setSize} stores another). */
    String getStoredString();

    /** 0 to {@code size}-1; stores nothing. */
    int[] getIntegers(int size) throws SizeOutOfRange;

    /** 0 to N-1 for the stored size N. */
    int[] getStoredIntegers();

    /** {@code value} back, bit for bit. */
    float echoFloat(float value);
}
