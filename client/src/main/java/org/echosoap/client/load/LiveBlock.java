package org.echosoap.client.load;

import java.util.List;

/** Sees blocks while they run (the progress line); {@link #NONE} when nobody watches. */
interface LiveBlock {

    LiveBlock NONE = new LiveBlock() {
        @Override
        public void begin(String endpoint, int index, BlockClock clock, List<Worker> workers) {
        }

        @Override
        public void end() {
        }
    };

    void begin(String endpoint, int index, BlockClock clock, List<Worker> workers);

    void end();
}
