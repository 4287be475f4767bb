package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.junit.jupiter.api.Test;

class WorkerSeatsTest {

    /** Counts what the seats open and close; exchanges are never made here. */
    private static final class CountingTransport implements Transport {
        final List<CountingChannel> opened = new ArrayList<>();

        @Override
        public Channel openChannel() {
            CountingChannel c = new CountingChannel();
            opened.add(c);
            return c;
        }

        @Override
        public void close() {
        }
    }

    private static final class CountingChannel implements Transport.Channel {
        boolean closed;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void oneConnectionAndOneThreadPerWorkerForTheWholeRun() throws Exception {
        CountingTransport transport = new CountingTransport();
        Thread[] first = new Thread[1];
        Thread[] second = new Thread[1];
        try (WorkerSeats seats = new WorkerSeats(transport, 3)) {
            assertEquals(3, transport.opened.size());
            seats.submit(1, () -> first[0] = Thread.currentThread()).get();
            seats.submit(1, () -> second[0] = Thread.currentThread()).get();
            assertSame(first[0], second[0], "every block of a worker runs on its one thread");
            assertEquals("echosoap-worker-1", first[0].getName());
            assertSame(transport.opened.get(1), seats.channel(1));
            assertTrue(transport.opened.stream().noneMatch(c -> c.closed));
            // A thread per worker records into its own histograms.
            assertEquals(3, seats.recordingThreads());
            assertEquals(2, seats.recordingThreadOf(2));
        }
        assertTrue(transport.opened.stream().allMatch(c -> c.closed), "close closes every connection");
    }

    @Test
    void anEventLoopPerFourConnectionsAtMostTwoPerCpu() {
        assertEquals(1, WorkerSeats.eventLoopsFor(1, 2));
        assertEquals(1, WorkerSeats.eventLoopsFor(4, 2));
        assertEquals(2, WorkerSeats.eventLoopsFor(5, 2));
        assertEquals(4, WorkerSeats.eventLoopsFor(16, 2), "16 connections on 2 CPUs: 4 loops");
        assertEquals(4, WorkerSeats.eventLoopsFor(1_000, 2), "at most two per CPU");
        assertEquals(2, WorkerSeats.eventLoopsFor(1_000, 1));
        assertEquals(16, WorkerSeats.eventLoopsFor(64, 8));
    }
}
