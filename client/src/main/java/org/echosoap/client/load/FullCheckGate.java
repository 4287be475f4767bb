package org.echosoap.client.load;

import java.util.concurrent.Semaphore;

/**
 * Lets one worker at a time run the full XML check. Why: a full check keeps the whole answer and builds a DOM
 * of it, ~10-20x the answer's size; 16 workers checking 2 MB answers at once would need hundreds of MB, while the
 * client must run in a small heap. A worker that finds the gate taken skips the full check this time and tries
 * again at its next sample (the cheap check still runs on every response).
 */
final class FullCheckGate {

    private final Semaphore permit = new Semaphore(1);

    boolean tryEnter() {
        return permit.tryAcquire();
    }

    void leave() {
        permit.release();
    }
}
