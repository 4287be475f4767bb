package org.echosoap.server.limits;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Bounds the request bytes being served at once, so that many large requests together cannot exhaust the heap
 * that bounds each one alone: twelve concurrent 60 MB bodies to {@code /baseline/chars} (which copies its body,
 * as it is meant to) ran the 512 MB heap out and stopped Tomcat in about a second.
 *
 * <p>Only large requests take a share of the budget: a declared Content-Length of {@value #LARGE_REQUEST_BYTES}
 * bytes or more takes that many bytes; a body of unknown length (chunked) takes the per-request limit, since it may
 * grow to it. Small requests (every benchmark message up to ~1 MB) pass untouched, so the budget never enters the
 * figures of ordinary runs. A large request waits for its share (the client's body stays in its socket meanwhile);
 * after {@code echosoap.admissionWaitMillis} it gets a one-line 503 with {@code Retry-After}.
 *
 * <p>Settings (system properties, {@code conf/tomcat/jvm.options}): {@code echosoap.maxInFlightRequestBytes}
 * (default {@value #DEFAULT_MAX_IN_FLIGHT_BYTES}, 96 MiB: one maximum-size request at a time plus smaller ones) and
 * {@code echosoap.admissionWaitMillis} (default {@value #DEFAULT_WAIT_MILLIS}).
 */
public class InFlightRequestBytesFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    /** Requests at least this large (1 MiB) take a share of the budget. */
    public static final long LARGE_REQUEST_BYTES = 1024L * 1024;
    /** 96 MiB. */
    public static final long DEFAULT_MAX_IN_FLIGHT_BYTES = 96L * 1024 * 1024;
    public static final long DEFAULT_WAIT_MILLIS = 30_000;

    /** The budget is counted in KiB: a Semaphore counts in ints. */
    private static final int BYTES_PER_PERMIT = 1024;

    private transient Semaphore budgetKiB;
    private int budgetPermits;
    private long maxRequestBytes;
    private long waitMillis;

    @Override
    public void init() throws ServletException {
        long budgetBytes = longProperty("echosoap.maxInFlightRequestBytes", DEFAULT_MAX_IN_FLIGHT_BYTES);
        waitMillis = longProperty("echosoap.admissionWaitMillis", DEFAULT_WAIT_MILLIS);
        maxRequestBytes = longProperty(RequestSizeLimitFilter.DEFAULT_LIMIT_PROPERTY,
                RequestSizeLimitFilter.DEFAULT_MAX_REQUEST_BYTES);
        if (budgetBytes < LARGE_REQUEST_BYTES) {
            throw new ServletException("echosoap.maxInFlightRequestBytes must be at least " + LARGE_REQUEST_BYTES);
        }
        budgetPermits = (int) Math.min(Integer.MAX_VALUE, budgetBytes / BYTES_PER_PERMIT);
        budgetKiB = new Semaphore(budgetPermits, true); // fair: a large request is not starved by later ones
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        int permits = permitsFor(request.getContentLengthLong());
        if (permits == 0) {
            chain.doFilter(request, response);
            return;
        }
        boolean admitted;
        try {
            admitted = budgetKiB.tryAcquire(permits, waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            admitted = false;
        }
        if (!admitted) {
            busy(response);
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            budgetKiB.release(permits);
        }
    }

    /** 0 for a small request; a request larger than the whole budget takes all of it (it then runs alone). */
    int permitsFor(long declaredBytes) {
        long bytes = declaredBytes < 0 ? maxRequestBytes : declaredBytes;
        if (declaredBytes >= 0 && declaredBytes < LARGE_REQUEST_BYTES) {
            return 0;
        }
        return (int) Math.min(budgetPermits, Math.max(1, (bytes + BYTES_PER_PERMIT - 1) / BYTES_PER_PERMIT));
    }

    private void busy(HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        response.setHeader("Retry-After", "1");
        response.setHeader("Connection", "close"); // the unread body is not worth swallowing
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write(("too many large requests in flight: waited " + waitMillis
                + " ms for room in echosoap.maxInFlightRequestBytes; retry later\n").getBytes(StandardCharsets.UTF_8));
    }

    private static long longProperty(String name, long defaultValue) throws ServletException {
        String configured = System.getProperty(name);
        if (configured == null || configured.isBlank()) {
            return defaultValue;
        }
        try {
            return Long.parseLong(configured.strip());
        } catch (NumberFormatException e) {
            throw new ServletException(name + " must be a whole number, got '" + configured + "'");
        }
    }
}
