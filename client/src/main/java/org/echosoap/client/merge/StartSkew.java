package org.echosoap.client.merge;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * How far apart the clients began measuring: the spread (latest − earliest) of their {@code measuringStartedAt},
 * each as its own host's clock reports it. It is bounded by how well the hosts' clocks agree (NTP keeps hosts on one
 * LAN within about a millisecond, chrony with hardware timestamps far less) plus each client's own delay between its
 * start time and its first request (scheduling, a sleep waking late: well under a millisecond on an idle host). For
 * clients on one machine (network namespaces share its clock) only the second part remains. A client that missed the
 * start (it was launched late) shows here as a large skew.
 *
 * <pre>{@code
 * StartSkew s = StartSkew.of(List.of(a, b, c));
 * s.millis();   // e.g. 2
 * }</pre>
 *
 * @param earliest the first client's start, or null when a client has none
 * @param latest   the last client's start, or null when a client has none
 */
record StartSkew(Instant earliest, Instant latest) {

    static StartSkew of(List<Instant> measuringStarts) {
        if (measuringStarts.isEmpty() || measuringStarts.stream().anyMatch(Objects::isNull)) {
            return new StartSkew(null, null);
        }
        return new StartSkew(measuringStarts.stream().min(Instant::compareTo).orElseThrow(),
                measuringStarts.stream().max(Instant::compareTo).orElseThrow());
    }

    /** Whether every client recorded its start. */
    boolean known() {
        return earliest != null;
    }

    /** Latest − earliest in milliseconds (the instants have millisecond resolution); -1 when not known. */
    long millis() {
        return known() ? Duration.between(earliest, latest).toMillis() : -1;
    }
}
