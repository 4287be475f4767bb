package org.echosoap.server.timing;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Adds {@code Server-Timing: app;dur=<ms>, alloc;dur=<bytes>;desc="bytes allocated"} to every response of the
 * webapp: the time from entering this filter to the response's commit, and what the request's thread allocated
 * meanwhile ({@link ServerTimingHeader}). Mapped first on {@code /*} in {@code web.xml}, so SOAP and baseline
 * endpoints are timed by the same code and its own cost cancels in the subtraction.
 *
 * <p>Not included: Tomcat's work before the filter chain (socket read, header parsing, mapping) and after
 * the commit (socket write). The client's latency minus this figure is "network + HTTP stack".
 */
public class ServerTimingFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        long startAllocatedBytes = ThreadAllocation.currentThreadBytes();
        CommitStampingResponse timed = new CommitStampingResponse(response, System.nanoTime(), startAllocatedBytes);
        try {
            chain.doFilter(request, timed);
        } finally {
            timed.stampIfUncommitted();
        }
    }
}
