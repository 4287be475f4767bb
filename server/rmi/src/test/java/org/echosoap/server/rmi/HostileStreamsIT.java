package org.echosoap.server.rmi;

import org.echosoap.server.cli.CommandLineValues;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.server.RemoteObjectInvocationHandler;
import java.rmi.server.RemoteRef;
import java.rmi.server.UID;
import java.time.Duration;
import java.util.HashMap;
import java.util.Random;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.rmi.latency.LatencyRemote;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Serialized gadgets and bytes that are not JRMP, sent by hand ({@link RawJrmp}) to each place the server reads
 * from: each is refused with a reason the sender can read, and the next good call is served. The server's read
 * timeout is the default (30 s): a refusal that comes within seconds is the server's own decision, not a timeout.
 */
class HostileStreamsIT {

    private static final Duration PROMPTLY = Duration.ofSeconds(10);
    private static final String REJECTED = "filter status: REJECTED";

    private static RmiServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = RmiServerProcess.start("hostile", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    /** After every refusal: the server still answers, through a new lookup, with the right values. */
    @AfterEach
    void theNextGoodCallIsServed() throws Exception {
        assertTrue(server.isAlive(), "the server died");
        LatencyRemote latency = server.latency();
        latency.doNothing();
        assertEquals("abcde", latency.getString(5));
        assertEquals(LatencyValues.DEFAULT_SIZE, latency.getIntegers().length);
    }

    /** Registry.bind with these as the bound object: the JDK reads it before it checks that it is a Remote. */
    @Test
    void aBindOfAGadgetIsRejectedByTheFilter() throws Exception {
        // HashMap opens most gadget chains; BigInteger and UID pass the JDK's built-in registry filter (a Number, a
        // UID) and so show that this server's filter is the one in place; the options' exception is a Serializable
        // class of echosoap's own, on the server's class path. The registry checks an array by its length only
        // (the JDK reads its pattern so), and each element as it comes: the HashMap inside is what is refused.
        Object[] hostile = {new HashMap<String, String>(), new BigInteger("12345678901234567890"), new UID(),
            new CommandLineValues.UsageException("x"), new Object[] {"a", new HashMap<String, String>()}};
        for (Object value : hostile) {
            RawJrmp.Reply reply = bind(value);
            assertTrue(reply.exceptional(), value.getClass().getName());
            assertTrue(reply.exceptionChain().contains(REJECTED), reply.exceptionChain());
        }
        String log = server.log();
        for (String refused : new String[] {"class java.util.HashMap", "class java.math.BigInteger",
                "class java.rmi.server.UID", "class " + CommandLineValues.UsageException.class.getName()}) {
            assertTrue(log.contains("echosoap-rmi: refused a serialized stream: ObjectInputFilter REJECTED: " + refused),
                    () -> refused + " not in the log:\n" + log);
        }
    }

    @Test
    void anArrayLongerThanMaxarrayIsRejectedOnItsLengthFieldBeforeAnyAllocation() throws Exception {
        // The stream holds one int; only its length field claims more. Without the filter the server would try to
        // allocate the claimed array (8 GB for 2^31-1) before reading a single element.
        for (int claimed : new int[] {SerialFilter.MAX_ARRAY_LENGTH + 1, Integer.MAX_VALUE}) {
            byte[] stream = RawJrmp.callStream(RawJrmp.REGISTRY, RawJrmp.REGISTRY_BIND, RawJrmp.REGISTRY_INTERFACE_HASH,
                    "x", new int[] {7});
            ByteBuffer.wrap(stream).putInt(stream.length - 8, claimed);
            RawJrmp.Reply reply = send(server.registryPort(), stream);
            assertTrue(reply.exceptionChain().contains(REJECTED), reply.exceptionChain());
        }
        // The JDK formats the length in the server's locale (2,147,483,647 here).
        assertTrue(server.log().contains("REJECTED: class [I, array length: 2"), server.log());
    }

    @Test
    void anAllowedTypeInTheWrongPlacePassesTheFilterAndIsStillRefused() throws Exception {
        // The filter's boundary: an Integer is one of the contract's types, so the registry reads it and then
        // refuses it as not a Remote.
        RawJrmp.Reply reply = bind(42);
        assertTrue(reply.exceptional());
        assertTrue(reply.exceptionChain().contains("java.lang.ClassCastException"), reply.exceptionChain());
        assertFalse(reply.exceptionChain().contains(REJECTED), reply.exceptionChain());
    }

    @Test
    void aClassTheServerDoesNotHaveIsNeverLoaded() throws Exception {
        // A Serializable class only this test JVM has: the server may not fetch code from anywhere
        // (java.rmi.server.useCodebaseOnly), so it cannot even resolve it.
        RawJrmp.Reply reply = bind(new Stranger());
        assertTrue(reply.exceptional());
        assertTrue(reply.exceptionChain().contains("ClassNotFoundException: " + Stranger.class.getName()),
                reply.exceptionChain());
    }

    @Test
    void aLookupOfAnythingButANameIsRefusedUnread() throws Exception {
        // The JDK's registry reads a lookup's name with a string-only read: an object there never reaches a filter.
        RawJrmp.Reply reply = send(server.registryPort(), RawJrmp.callStream(RawJrmp.REGISTRY, RawJrmp.REGISTRY_LOOKUP,
                RawJrmp.REGISTRY_INTERFACE_HASH, new HashMap<String, String>()));
        assertTrue(reply.exceptional());
        assertTrue(reply.exceptionChain().contains("java.rmi.UnmarshalException: error unmarshalling arguments"),
                reply.exceptionChain());
    }

    @Test
    void aDgcCallCarryingAGadgetIsRejectedByTheJdksDgcFilter() throws Exception {
        // The DGC (dirty/clean, on the object port) reads ObjID arrays and leases; its own filter refuses the rest.
        RawJrmp.Reply reply = send(server.objectPort(), RawJrmp.callStream(RawJrmp.DGC, RawJrmp.DGC_DIRTY,
                RawJrmp.DGC_INTERFACE_HASH, new HashMap<String, String>()));
        assertTrue(reply.exceptionChain().contains(REJECTED), reply.exceptionChain());
    }

    /** The calls take primitives only: an object sent as setSize's int is never read as an object, and refused. */
    interface HostileLatency extends Remote {
        void setSize(Object size) throws RemoteException;
    }

    @Test
    void anObjectWhereACallTakesAnIntIsRefusedAndChangesNothing() throws Exception {
        LatencyRemote stub = server.latency();
        RemoteRef ref = ((RemoteObjectInvocationHandler) Proxy.getInvocationHandler(stub)).getRef();
        Method hostile = HostileLatency.class.getMethod("setSize", Object.class);
        long setSizeInt = RawJrmp.methodHash("setSize(I)V");
        Exception e = assertThrows(Exception.class,
                () -> ref.invoke(stub, hostile, new Object[] {new HashMap<String, String>()}, setSizeInt));
        assertTrue(e instanceof java.rmi.UnmarshalException
                || e.getCause() instanceof java.rmi.UnmarshalException, e::toString);
        assertTrue(e.toString().contains("error unmarshalling arguments"), e::toString);
        assertEquals(LatencyValues.DEFAULT_SIZE, stub.getString().length());
    }

    @Test
    void theMethodHashesAreRmis() {
        // The RMI specification's example value, and what the JDK's own registry stub sends for bind.
        assertEquals(7583982177005850366L, RawJrmp.methodHash("bind(Ljava/lang/String;Ljava/rmi/Remote;)V"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"garbage", "http", "wrong-version", "unknown-protocol", "call-to-nobody"})
    void bytesThatAreNotJrmpCloseTheConnectionPromptly(String kind) throws Exception {
        for (int port : new int[] {server.registryPort(), server.objectPort()}) {
            try (RawJrmp jrmp = RawJrmp.connect("127.0.0.1", port, PROMPTLY)) {
                switch (kind) {
                    case "garbage" -> {
                        byte[] noise = new byte[4096];
                        new Random(port).nextBytes(noise);
                        jrmp.send(noise);
                    }
                    case "http" -> jrmp.send(RawJrmp.ascii("POST /Latency HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nJRMI"));
                    case "wrong-version" -> jrmp.send(new byte[] {0x4a, 0x52, 0x4d, 0x49, 0, 9, RawJrmp.STREAM_PROTOCOL});
                    case "unknown-protocol" -> jrmp.send(new byte[] {0x4a, 0x52, 0x4d, 0x49, 0, 2, 0x7f});
                    case "call-to-nobody" -> {
                        jrmp.handshake();
                        jrmp.send(new byte[] {0x77, 0x00, 0x13});  // an unknown message type
                    }
                    default -> throw new IllegalArgumentException(kind);
                }
                Duration closedAfter = jrmp.awaitClose(PROMPTLY);
                assertTrue(closedAfter.compareTo(PROMPTLY) < 0, kind + " on " + port + ": " + closedAfter);
            }
        }
    }

    private static RawJrmp.Reply bind(Object value) throws Exception {
        return send(server.registryPort(), RawJrmp.callStream(RawJrmp.REGISTRY, RawJrmp.REGISTRY_BIND,
                RawJrmp.REGISTRY_INTERFACE_HASH, "gadget", value));
    }

    private static RawJrmp.Reply send(int port, byte[] callStream) throws IOException, ClassNotFoundException {
        try (RawJrmp jrmp = RawJrmp.connect("127.0.0.1", port, PROMPTLY)) {
            jrmp.handshake();
            return jrmp.call(callStream);
        }
    }
}
