package org.echosoap.client.load;

import java.util.List;

/** Sees trials while they run (the progress line); {@link #NONE} when nobody watches. */
interface LiveTrial {

    LiveTrial NONE = new LiveTrial() {
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
