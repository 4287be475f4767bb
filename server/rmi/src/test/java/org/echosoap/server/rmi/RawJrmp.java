package org.echosoap.server.rmi;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.rmi.server.ObjID;
import java.rmi.server.UID;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;

/**
 * The JRMP wire protocol by hand (Java RMI Specification, chapter 10), so that a test can send what no stub would:
 * any object where the server expects another, a length field that lies, a stream cut short, bytes that are not
 * JRMP at all. Every read is bounded by the socket timeout given to {@link #connect}.
 *
 * <pre>{@code
 * try (RawJrmp jrmp = RawJrmp.connect("127.0.0.1", registryPort, Duration.ofSeconds(10))) {
 *     jrmp.handshake();
 *     RawJrmp.Reply reply = jrmp.call(RawJrmp.callStream(RawJrmp.REGISTRY, 0, RawJrmp.REGISTRY_INTERFACE_HASH,
 *             "name", new HashMap<>()));   // Registry.bind("name", <a HashMap>)
 * }
 * }</pre>
 */
final class RawJrmp implements Closeable {

    static final int MAGIC = 0x4a524d49; // "JRMI"
    static final short VERSION = 2;
    static final byte STREAM_PROTOCOL = 0x4b;
    static final byte PROTOCOL_ACK = 0x4e;
    static final byte CALL = 0x50;
    static final byte RETURN = 0x51;
    static final byte EXCEPTIONAL_RETURN = 2;

    static final ObjID REGISTRY = new ObjID(ObjID.REGISTRY_ID);
    static final ObjID DGC = new ObjID(ObjID.DGC_ID);
    /** What the JDK's RegistryImpl_Stub sends with an operation number (bind 0, list 1, lookup 2, rebind 3, unbind 4). */
    static final long REGISTRY_INTERFACE_HASH = 4905912898345647071L;
    static final int REGISTRY_BIND = 0;
    static final int REGISTRY_LOOKUP = 2;
    /** The same for the DGC (clean 0, dirty 1). */
    static final long DGC_INTERFACE_HASH = -669196253586618813L;
    static final int DGC_DIRTY = 1;

    private final Socket socket;
    private final DataOutputStream out;
    private final InputStream in;
    private final DataInputStream dataIn;

    private RawJrmp(Socket socket) throws IOException {
        this.socket = socket;
        this.out = new DataOutputStream(socket.getOutputStream());
        this.in = new BufferedInputStream(socket.getInputStream());
        this.dataIn = new DataInputStream(in);
    }

    static RawJrmp connect(String host, int port, Duration readTimeout) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(InetAddress.getByName(host), port), 5_000);
        socket.setSoTimeout((int) readTimeout.toMillis());
        socket.setTcpNoDelay(true);
        return new RawJrmp(socket);
    }

    /** The stream protocol's opening: magic, version, protocol; the server's ack and our (empty) endpoint. */
    void handshake() throws IOException {
        out.writeInt(MAGIC);
        out.writeShort(VERSION);
        out.writeByte(STREAM_PROTOCOL);
        out.flush();
        byte ack = dataIn.readByte();
        if (ack != PROTOCOL_ACK) {
            throw new IOException("no protocol ack: " + ack);
        }
        dataIn.readUTF();
        dataIn.readInt();
        out.writeUTF("");
        out.writeInt(0);
        out.flush();
    }

    /** Raw bytes, as they are. */
    void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /**
     * A Call message carrying {@code stream} (see {@link #callStream}); the Return that comes back, with the exception
     * of an exceptional return (a normal return's value is left unread: these calls are not meant to succeed).
     */
    Reply call(byte[] stream) throws IOException, ClassNotFoundException {
        out.writeByte(CALL);
        send(stream);
        int message = in.read();
        if (message != RETURN) {
            throw new IOException("expected a Return message (0x51), got " + message);
        }
        ObjectInputStream result = new AnnotatedInput(in);
        byte returnType = result.readByte();
        UID.read(result);
        boolean exceptional = returnType == EXCEPTIONAL_RETURN;
        return new Reply(exceptional, exceptional ? result.readObject() : null);
    }

    /** What a call got back: an exception the server threw, or a value. */
    record Reply(boolean exceptional, Object value) {
        /** The messages of the exception and its causes, one after the other. */
        String exceptionChain() {
            StringBuilder chain = new StringBuilder();
            for (Throwable t = value instanceof Throwable th ? th : null; t != null; t = t.getCause()) {
                chain.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" / ");
            }
            return chain.toString();
        }
    }

    /**
     * How long until the server closes the connection (end of stream or a reset), reading and dropping whatever it
     * sends first. Fails when it is still open after {@code limit}.
     */
    Duration awaitClose(Duration limit) throws IOException {
        long start = System.nanoTime();
        long deadline = start + limit.toNanos();
        byte[] sink = new byte[512];
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("the server kept the connection open for " + limit);
            }
            socket.setSoTimeout((int) Math.max(1, Duration.ofNanos(left).toMillis()));
            try {
                if (in.read(sink) < 0) {
                    return Duration.ofNanos(System.nanoTime() - start);
                }
            } catch (SocketTimeoutException stillOpen) {
                // Loop: the deadline decides.
            } catch (IOException reset) {
                return Duration.ofNanos(System.nanoTime() - start);
            }
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /**
     * The object stream of a call, as a JDK stub writes it: the target's ObjID, the operation (-1 with a method hash,
     * or an operation number with the interface hash), then {@code args}, each with writeObject.
     */
    static byte[] callStream(ObjID target, int op, long hash, Object... args) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream stream = new AnnotatedOutput(bytes)) {
            target.write(stream);
            stream.writeInt(op);
            stream.writeLong(hash);
            for (Object arg : args) {
                stream.writeObject(arg);
            }
        }
        return bytes.toByteArray();
    }

    /** RMI's method hash (Java RMI Specification 8.3): the first 8 bytes of SHA-1 over writeUTF(name + descriptor). */
    static long methodHash(String nameAndDescriptor) {
        try {
            ByteArrayOutputStream utf = new ByteArrayOutputStream();
            new DataOutputStream(utf).writeUTF(nameAndDescriptor);
            byte[] sha = MessageDigest.getInstance("SHA-1").digest(utf.toByteArray());
            long hash = 0;
            for (int i = 0; i < 8; i++) {
                hash += ((long) (sha[i] & 0xFF)) << (i * 8);
            }
            return hash;
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** RMI's MarshalOutputStream writes a codebase annotation after every class descriptor: none here. */
    private static final class AnnotatedOutput extends ObjectOutputStream {
        AnnotatedOutput(OutputStream out) throws IOException {
            super(out);
        }

        @Override
        protected void annotateClass(Class<?> cl) throws IOException {
            writeObject(null);
        }

        @Override
        protected void annotateProxyClass(Class<?> cl) throws IOException {
            writeObject(null);
        }
    }

    /** Reads (and ignores) the codebase annotation the server writes after each class descriptor. */
    private static final class AnnotatedInput extends ObjectInputStream {
        AnnotatedInput(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            readObject();
            return super.resolveClass(desc);
        }

        @Override
        protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
            readObject();
            return super.resolveProxyClass(interfaces);
        }
    }
}
