package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
    void renewReplacesEveryConnectionAndThread() throws Exception {
        CountingTransport transport = new CountingTransport();
        try (WorkerSeats seats = new WorkerSeats(transport, 3)) {
            assertEquals(3, transport.opened.size());
            Thread[] first = new Thread[1];
            seats.submit(0, () -> first[0] = Thread.currentThread()).get();
            seats.renew();
            Thread[] second = new Thread[1];
            seats.submit(0, () -> second[0] = Thread.currentThread()).get();
            assertEquals(6, transport.opened.size());
            assertTrue(transport.opened.subList(0, 3).stream().allMatch(c -> c.closed), "old connections closed");
            assertTrue(transport.opened.subList(3, 6).stream().noneMatch(c -> c.closed), "new ones open");
            assertEquals(transport.opened.get(3), seats.channel(0));
            assertNotEquals(first[0], second[0]);
            assertNotEquals(first[0].getName(), second[0].getName());
        }
        assertTrue(transport.opened.stream().allMatch(c -> c.closed), "close closes the last ones");
    }
}
