package org.echosoap.server.rmi.latency;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * Seed 003's Latency calls (Davis &amp; Parashar) plus seed 000's echoFloat over Java RMI, with the semantics of the
 * SOAP Latency service (docs/server.md): {@code setSize} stores a size for the whole server (default 200);
 * {@code getString()} and {@code getIntegers()} use it, as the seed's calls did; the {@code int} overloads use their
 * own size for that call only and store nothing, so concurrent clients measuring different sizes do not interfere. A
 * size is 0 to 1,000,000 (both in server/common's {@code LatencyValues}); anything else is an
 * {@link IllegalArgumentException} (rethrown in the client as it was thrown).
 *
 * <p>Every argument is a primitive, so a call never makes the server deserialize an object (JRMP reads primitive
 * arguments with {@code readInt}/{@code readFloat}); the answers are a {@code String} and an {@code int[]}.
 *
 * <pre>{@code
 * LatencyRemote latency = (LatencyRemote) LocateRegistry.getRegistry("127.0.0.1", 9179).lookup(LatencyRemote.NAME);
 * latency.setSize(400);
 * String s = latency.getString();        // "abcd...": 400 chars, char i = 'a' + i % 26
 * int[] values = latency.getIntegers(3); // {0, 1, 2}
 * }</pre>
 */
public interface LatencyRemote extends Remote {

    /** The name the server binds in its registry. */
    String NAME = "Latency";

    /** The fixed cost of a call. */
    void doNothing() throws RemoteException;

    /** Stores the size {@link #getString()} and {@link #getIntegers()} use. */
    void setSize(int size) throws RemoteException;

    /** The stored size's worth of characters, character i being {@code 'a' + i % 26}. */
    String getString() throws RemoteException;

    /** {@code size} characters, as {@link #getString()}; stores nothing. */
    String getString(int size) throws RemoteException;

    /** 0 to N-1 for the stored size N. */
    int[] getIntegers() throws RemoteException;

    /** 0 to {@code count}-1; stores nothing. */
    int[] getIntegers(int count) throws RemoteException;

    /** {@code input} back (seed 000). */
    float echoFloat(float input) throws RemoteException;
}
