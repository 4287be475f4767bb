package org.echosoap.server.limits;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of one request body read ahead of its servlet, in an array that grows as they arrive: up to the body's
 * declared length (or {@code capBytes} for a body of unknown length). Once it {@link #joinBudget joins} a budget shared
 * by every body still arriving, its array counts against that budget and grows only while the budget has room. So a
 * client that trickles a byte a second costs its bytes, not its declared length, and many clients that send most of a
 * body and then stall cannot together exhaust the heap. A body read whole at once (on a request thread, so bounded by
 * their number) never needs to join: slow clients that fill the budget cannot refuse it.
 *
 * <pre>{@code
 * ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(64L << 20);
 * ReadAheadBuffer buffer = new ReadAheadBuffer(contentLengthBytes, 1 << 20);
 * if (!buffer.joinBudget(budget)) refuse(); // before waiting for the rest of the body
 * while (buffer.makeRoom() == ReadAheadBuffer.Room.OK && in.isReady()) {
 *     int n = in.read(buffer.array(), buffer.length(), buffer.free());
 *     if (n < 0) break;
 *     buffer.advance(n);
 * }
 * byte[] body = buffer.body();
 * buffer.release(); // when the request is over
 * }</pre>
 * Not thread-safe: one body is read by one thread at a time (the container serialises a request's read events).
 */
public final class ReadAheadBuffer {

    /** What {@link #makeRoom()} found. */
    public enum Room {
        /** At least one byte of room. */
        OK,
        /** The body has all its declared bytes: nothing more may come. */
        FULL,
        /** A body of unknown length would grow past the cap. */
        TOO_LARGE,
        /** The shared budget has no room for the growth. */
        NO_BUDGET
    }

    /** Bytes the first array may take before the body shows it needs more: most SOAP requests are smaller. */
    static final int FIRST_ARRAY_BYTES = 64 * 1024;

    private Budget budget;
    private final long declaredBytes;
    private final int capBytes;
    private byte[] bytes = new byte[0];
    private int length;
    private long reservedBytes;

    /**
     * @param declaredBytes the body's Content-Length, or -1 when unknown (chunked)
     * @param capBytes      the most a body may have; a declared length above it is the caller's to refuse
     */
    public ReadAheadBuffer(long declaredBytes, int capBytes) {
        if (declaredBytes > capBytes) {
            throw new IllegalArgumentException("declared " + declaredBytes + " bytes exceed the cap of " + capBytes);
        }
        this.declaredBytes = declaredBytes;
        this.capBytes = capBytes;
    }

    /**
     * Counts this body's array against {@code shared} from now on; false (and nothing reserved) when the budget has
     * no room for the array it has already. Once only.
     */
    public boolean joinBudget(Budget shared) {
        if (budget != null) {
            throw new IllegalStateException("already counted against a budget");
        }
        if (!shared.tryReserve(bytes.length)) {
            return false;
        }
        budget = shared;
        reservedBytes = bytes.length;
        return true;
    }

    /** Ensures room for at least one more byte, growing the array (and its share of the budget) if it is full. */
    public Room makeRoom() {
        if (length < bytes.length) {
            return Room.OK;
        }
        long limit = declaredBytes >= 0 ? declaredBytes : capBytes;
        if (length >= limit) {
            return declaredBytes >= 0 ? Room.FULL : Room.TOO_LARGE;
        }
        int grown = (int) Math.min(limit, bytes.length == 0 ? FIRST_ARRAY_BYTES : 2L * bytes.length);
        if (budget != null) {
            if (!budget.tryReserve(grown - bytes.length)) {
                return Room.NO_BUDGET;
            }
            reservedBytes += grown - bytes.length;
        }
        bytes = Arrays.copyOf(bytes, grown);
        return Room.OK;
    }

    /** The array to read into at {@link #length()}, {@link #free()} bytes long. */
    public byte[] array() {
        return bytes;
    }

    public int length() {
        return length;
    }

    public int free() {
        return bytes.length - length;
    }

    /** Counts {@code n} bytes just read into {@link #array()}. */
    public void advance(int n) {
        if (n < 0 || n > free()) {
            throw new IllegalArgumentException("advance by " + n + " with " + free() + " bytes free");
        }
        length += n;
    }

    /** Whether every declared byte has arrived (never, for a body of unknown length: its end is the stream's). */
    public boolean complete() {
        return declaredBytes >= 0 && length == declaredBytes;
    }

    /** The body read so far, exactly its length (the array itself when it is full: no copy for a declared length). */
    public byte[] body() {
        return length == bytes.length ? bytes : Arrays.copyOf(bytes, length);
    }

    /** Returns this body's share of the budget, if it joined one; once only (later calls do nothing). */
    public void release() {
        if (budget != null) {
            budget.release(reservedBytes);
        }
        reservedBytes = 0;
    }

    /** Bytes of the budget this body holds now. */
    long reservedBytes() {
        return reservedBytes;
    }

    /** Bytes shared by every body being read ahead at once. Thread-safe. */
    public static final class Budget {
        private final long maxBytes;
        private final AtomicLong usedBytes = new AtomicLong();

        public Budget(long maxBytes) {
            if (maxBytes <= 0) {
                throw new IllegalArgumentException("a budget needs at least one byte, got " + maxBytes);
            }
            this.maxBytes = maxBytes;
        }

        boolean tryReserve(long bytes) {
            while (true) {
                long used = usedBytes.get();
                if (used + bytes > maxBytes) {
                    return false;
                }
                if (usedBytes.compareAndSet(used, used + bytes)) {
                    return true;
                }
            }
        }

        void release(long bytes) {
            usedBytes.addAndGet(-bytes);
        }

        public long usedBytes() {
            return usedBytes.get();
        }

        public long maxBytes() {
            return maxBytes;
        }
    }
}
