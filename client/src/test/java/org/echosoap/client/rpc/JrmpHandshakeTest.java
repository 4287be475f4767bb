package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class JrmpHandshakeTest {

    /** The client's side as the JDK writes it: magic, version, protocol; then its endpoint; then a call. */
    private static byte[] clientBytes(String host, byte[] call) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0x4a524d49);
        out.writeShort(2);
        out.writeByte(0x4b);
        out.writeUTF(host);
        out.writeInt(0);
        out.write(call);
        return bytes.toByteArray();
    }

    @Test
    void theClientsHandshakeForLoopbackIs22BytesAndWhatFollowsIsNotTheHandshakes() throws IOException {
        byte[] call = {0x50, 1, 2, 3, 4};
        byte[] wire = clientBytes("127.0.0.1", call);
        JrmpHandshake handshake = JrmpHandshake.clientSide();
        assertEquals(22, handshake.take(wire, 0, wire.length));
        assertTrue(handshake.done());
        assertEquals(0, handshake.take(call, 0, call.length), "a call after it");
        assertEquals(0, handshake.take(0x52), "a ping after it");
    }

    @Test
    void itIsFoundWhateverPiecesTheBytesComeIn() throws IOException {
        byte[] call = {0x50, 9, 9};
        String host = "a-much-longer-host-name.example";
        byte[] wire = clientBytes(host, call);
        int handshakeBytes = 7 + 2 + host.length() + 4;
        for (int piece = 1; piece <= wire.length; piece++) {
            JrmpHandshake handshake = JrmpHandshake.clientSide();
            int taken = 0;
            for (int at = 0; at < wire.length; at += piece) {
                taken += handshake.take(wire, at, Math.min(piece, wire.length - at));
            }
            assertEquals(handshakeBytes, taken, "in pieces of " + piece);
        }
    }

    @Test
    void theServersAnswerIsTheAcknowledgementAndTheEndpointItSees() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeByte(0x4e);
        out.writeUTF("127.0.0.1");
        out.writeInt(54_321);
        out.writeByte(0x51); // a return follows
        byte[] wire = bytes.toByteArray();
        JrmpHandshake handshake = JrmpHandshake.serverSide();
        for (int i = 0; i < 10; i++) {
            assertEquals(1, handshake.take(wire[i]), "byte " + i);
        }
        assertFalse(handshake.done());
        assertEquals(6, handshake.take(wire, 10, wire.length - 10));
        assertTrue(handshake.done());
    }
}
