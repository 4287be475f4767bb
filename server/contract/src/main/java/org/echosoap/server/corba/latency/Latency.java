package org.echosoap.server.corba.latency;

/**
 * IDL {@code latency::Latency} as a CORBA object reference: what {@link LatencyHelper#narrow} returns.
 *
 * <pre>{@code
 * Latency latency = LatencyHelper.narrow(orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:11080/Latency"));
 * latency.echoFloat(2.5f); // 2.5f
 * }</pre>
 */
public interface Latency extends LatencyOperations, org.omg.CORBA.Object, org.omg.CORBA.portable.IDLEntity {

    /** The object key of the server's corbaloc URL: {@code corbaloc:iiop:1.2@HOST:PORT/Latency}. */
    String OBJECT_KEY = "Latency";
}
