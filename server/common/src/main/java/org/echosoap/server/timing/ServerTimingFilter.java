package org.echosoap.server.timing;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.echosoap.server.profile.RequestEvent;
import org.echosoap.server.stages.Stages;
import org.echosoap.server.stages.ThreadAllocation;

/**
 * Adds {@code Server-Timing: app;dur=<ms>, alloc;dur=<bytes>;desc="bytes allocated"} to every response of the
 * webapp: the time from entering this filter to the response's commit, and what the request's thread allocated
 * meanwhile ({@link ServerTimingHeader}). Mapped on {@code /*} in {@code web.xml} right after
 * {@link org.echosoap.server.limits.ReadAheadBodyFilter}, which only waits for the request body, so SOAP and baseline
 * endpoints are timed by the same code and its own cost cancels in the subtraction.
 *
 * <p>Not included: Tomcat's work before the filter chain (socket read, header parsing, mapping, the body's copy out of
 * the connector's buffer by the read-ahead filter) and after
 * the commit (socket write). The client's latency minus this figure is "network + HTTP stack". The header's
 * figures end at the commit; a streamed answer larger than the response buffer commits early, so it also gets
 * the same metrics up to the end of the filter chain in a chunked trailer (see {@link CommitStampingResponse}).
 *
 * <p>Encoding: {@code app;dur=} is milliseconds with microsecond decimals; {@code alloc;dur=} is a whole number of
 * bytes ({@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes} of the request's thread, after minus
 * before), carried in {@code dur} because Server-Timing has no other numeric parameter; absent when the JVM
 * cannot measure it.
 */
public class ServerTimingFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        // Only under --profile: the event marks this request's thread and time span in the recording. Made before
        // the allocation is read, so the profile's own object is not counted as the message's.
        RequestEvent event = RequestEvent.isRecorded() ? new RequestEvent() : null;
        long startAllocatedBytes = ThreadAllocation.currentThreadBytes();
        boolean stages = Stages.asked(request.getHeader(Stages.REQUEST_HEADER));
        if (event != null) {
            // Right before the start reading: the event's start is the stages' offset 0 within a few ns.
            event.begin();
        }
        long startNanos = System.nanoTime();
        if (stages) {
            // The same start readings as Server-Timing's: the request's own allocation before them is in neither.
            Stages.begin(startNanos, startAllocatedBytes);
        }
        CommitStampingResponse timed = new CommitStampingResponse(response, startNanos, startAllocatedBytes, event);
        try {
            chain.doFilter(request, timed);
        } finally {
            timed.finish();
            timed.stampIfUncommitted();
            if (event != null) {
                event.finish(request.getRequestURI(), timed.eventAllocatedBytes(),
                        stages ? Stages.lastTransitions() : null);
            }
        }
    }
}
