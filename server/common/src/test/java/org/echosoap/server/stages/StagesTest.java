package org.echosoap.server.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The facade on a real thread: marks outside a request are ignored; the accounts close once. */
class StagesTest {

    @Test
    void marksWithoutOpenAccountsDoNothing() {
        Stages.moveTo(Stage.INBOUND);
        Stages.enter(Stage.SECURITY);
        Stages.exit();
        assertFalse(Stages.active());
        assertNull(Stages.end(System.nanoTime(), ThreadAllocation.currentThreadBytes()));
    }

    @Test
    void aRequestsStagesAddUpToItsSpanAndBytesExactly() {
        long startNanos = System.nanoTime();
        long startBytes = ThreadAllocation.currentThreadBytes();
        Stages.begin(startNanos, startBytes);
        assertTrue(Stages.active());
        Stages.moveTo(Stage.INVOCATION);
        byte[] kept = new byte[10_000];
        Stages.moveTo(Stage.WRITING);
        long endNanos = System.nanoTime();
        long endBytes = ThreadAllocation.currentThreadBytes();
        String header = Stages.end(endNanos, endBytes);
        assertFalse(Stages.active());
        assertNull(Stages.end(endNanos, endBytes), "ended once");
        long nanos = 0;
        long bytes = 0;
        long invocationBytes = -1;
        for (String stage : header.split(", ")) {
            String[] parts = stage.split(";");
            long n = Long.parseLong(parts[1].substring("ns=".length()));
            long b = Long.parseLong(parts[2].substring("bytes=".length()));
            nanos += n;
            bytes += b;
            if (parts[0].equals("invocation")) {
                invocationBytes = b;
            }
        }
        assertEquals(endNanos - startNanos, nanos);
        assertEquals(endBytes - startBytes, bytes);
        assertTrue(invocationBytes >= 10_016 && invocationBytes <= 10_016 + 64,
                "the 10,000-byte array (16 B header) is in invocation: " + invocationBytes + " B; " + kept.length);
    }

    @Test
    void aMoveToTheStageOnTopChangesNoAccount() {
        long startNanos = System.nanoTime();
        long startBytes = ThreadAllocation.currentThreadBytes();
        Stages.begin(startNanos, startBytes);
        Stages.moveTo(Stage.INBOUND);
        byte[] first = new byte[4_000];
        Stages.moveTo(Stage.INBOUND); // skipped: the next charge goes to inbound all the same
        byte[] second = new byte[4_000];
        Stages.moveTo(Stage.WRITING);
        String header = Stages.end(System.nanoTime(), ThreadAllocation.currentThreadBytes());
        String inbound = header.split(", ")[1];
        assertTrue(inbound.startsWith("inbound;"), header);
        long inboundBytes = Long.parseLong(inbound.substring(inbound.indexOf("bytes=") + "bytes=".length()));
        assertTrue(inboundBytes >= 8_032 && inboundBytes <= 8_032 + 64, "both arrays in inbound: " + header + "; "
                + (first.length + second.length));
        assertEquals("container-in@0 inbound@", Stages.lastTransitions().substring(0, "container-in@0 inbound@".length()));
        assertEquals(3, Stages.lastTransitions().split(" ").length, Stages.lastTransitions());
    }

    @Test
    void onlyOnAsksForStages() {
        assertTrue(Stages.asked("on"));
        assertTrue(Stages.asked(" ON "));
        assertFalse(Stages.asked(null));
        assertFalse(Stages.asked("off"));
        assertFalse(Stages.asked("1"));
    }
}
