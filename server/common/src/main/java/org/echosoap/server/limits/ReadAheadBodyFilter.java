package org.echosoap.server.limits;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.echosoap.server.gate.BufferedBodyRequest;
import org.echosoap.server.gate.SynchronousRequest;

/**
 * Keeps slow clients from holding request threads: a request body that has not all arrived when the request reaches
 * the webapp is read with Servlet non-blocking I/O (no thread waits for it) into a {@link ReadAheadBuffer}, and the
 * request goes on through the chain only once the body is complete, served from memory. Without it, a servlet's
 * blocking read parks Tomcat's thread for as long as the client cares to trickle, so 200 such clients (maxThreads)
 * left every other client without an answer.
 *
 * <p>Mapped first on {@code /*} for the REQUEST and ASYNC dispatchers, and every filter and servlet of the webapp
 * is {@code async-supported} (the container refuses to start asynchronous reading otherwise; this filter then lets
 * the request through unchanged). A body that is already complete in the container's input buffer (a benchmark
 * message sent in one write) is copied out without waiting and the chain continues on the same thread: no
 * asynchronous cycle, one array of the body's size. Otherwise the request is dispatched again (ASYNC) when the body
 * is complete, and the rest of the chain (timing filter included) runs then. Whichever way, the chain behind this
 * filter gets a request that is not {@code async-supported} ({@link SynchronousRequest}): the marking is for this
 * filter, and a stack that saw it would take another path than the one it is measured on (Metro's servlet goes
 * asynchronous, and its error path then never completes the request).
 *
 * <p>{@code -Dechosoap.readAheadBodies=false} lets every request through untouched, as before this filter: the A/B
 * switch of {@code bench/slow-clients.sh}, and the servlets' own stream for those who measure reading from it.
 *
 * <p>Bounds, each answered with one line and {@code Connection: close}:
 * <ul>
 *   <li>{@code echosoap.requestBodyTimeoutMillis} (default {@value #DEFAULT_BODY_TIMEOUT_MILLIS}): the whole body,
 *       not each gap between its bytes, must arrive within it, else 408;</li>
 *   <li>{@code echosoap.maxReadAheadBytes} (default {@value #DEFAULT_MAX_READ_AHEAD_BYTES}, the size from which
 *       {@link InFlightRequestBytesFilter}'s budget takes over): a larger declared body passes through unread, to the
 *       blocking path and that budget. A chunked body has no length to decide by before it is read, and once it is
 *       read asynchronously it cannot go back to blocking reads, so it is read ahead up to the webapp's own request
 *       limit ({@code echosoap.maxRequestBytes}, default 64 MiB, as {@link RequestSizeLimitFilter} has it; 413
 *       beyond): Axis2's client sends its requests chunked, and a 1.6 MB echoInts(100001) must reach the service to
 *       get its SOAP Fault;</li>
 *   <li>{@code echosoap.readAheadBudgetBytes} (default {@value #DEFAULT_BUDGET_BYTES}): the bytes buffered by all
 *       bodies still arriving; a body that finds no room gets 503 with {@code Retry-After}. A body complete on
 *       arrival never counts against it, so slow clients that fill it cannot refuse a benchmark message.</li>
 * </ul>
 */
public class ReadAheadBodyFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    public static final long DEFAULT_BODY_TIMEOUT_MILLIS = 20_000;
    public static final int DEFAULT_MAX_READ_AHEAD_BYTES = (int) InFlightRequestBytesFilter.LARGE_REQUEST_BYTES;
    /** 64 MiB: 8,192 connections (maxConnections) trickling 8 KiB each. */
    public static final long DEFAULT_BUDGET_BYTES = 64L * 1024 * 1024;

    /** The request attribute that carries a completed body from the REQUEST dispatch to the ASYNC one. */
    static final String BODY_ATTRIBUTE = ReadAheadBodyFilter.class.getName() + ".body";

    private boolean enabled;
    private long bodyTimeoutMillis;
    private int maxReadAheadBytes;
    private int maxChunkedBytes;
    private transient ReadAheadBuffer.Budget budget;

    @Override
    public void init() throws ServletException {
        enabled = !"false".equalsIgnoreCase(System.getProperty("echosoap.readAheadBodies", "true").strip());
        bodyTimeoutMillis = positive("echosoap.requestBodyTimeoutMillis", DEFAULT_BODY_TIMEOUT_MILLIS);
        maxReadAheadBytes = (int) Math.min(Integer.MAX_VALUE - 8,
                positive("echosoap.maxReadAheadBytes", DEFAULT_MAX_READ_AHEAD_BYTES));
        maxChunkedBytes = (int) Math.min(Integer.MAX_VALUE - 8, positive(RequestSizeLimitFilter.DEFAULT_LIMIT_PROPERTY,
                RequestSizeLimitFilter.DEFAULT_MAX_REQUEST_BYTES));
        budget = new ReadAheadBuffer.Budget(positive("echosoap.readAheadBudgetBytes", DEFAULT_BUDGET_BYTES));
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getDispatcherType() == DispatcherType.ASYNC && request.getAttribute(BODY_ATTRIBUTE) != null) {
            byte[] body = (byte[]) request.getAttribute(BODY_ATTRIBUTE);
            request.removeAttribute(BODY_ATTRIBUTE);
            chain.doFilter(new BufferedBodyRequest(request, body), response);
            return;
        }
        long declared = request.getContentLengthLong();
        boolean chunked = declared < 0 && request.getHeader("Transfer-Encoding") != null;
        if (!enabled || request.getDispatcherType() != DispatcherType.REQUEST || declared == 0
                || (declared < 0 && !chunked) || declared > maxReadAheadBytes || !request.isAsyncSupported()) {
            // No body, a large one (the in-flight budget's), or not ours to read: on, as the stacks knew it.
            chain.doFilter(new SynchronousRequest(request), response);
            return;
        }
        ReadAheadBuffer buffer = new ReadAheadBuffer(declared, chunked ? maxChunkedBytes : maxReadAheadBytes);
        ServletInputStream in = request.getInputStream();
        if (!chunked) {
            // What the container already holds can be read without waiting: available() > 0 means its buffer
            // has bytes. A chunked body's buffered bytes may be only a chunk header, so it goes the async way.
            ReadAheadBuffer.Room room;
            while ((room = buffer.makeRoom()) == ReadAheadBuffer.Room.OK && in.available() > 0) {
                int n = in.read(buffer.array(), buffer.length(), buffer.free());
                if (n < 0) {
                    break;
                }
                buffer.advance(n);
            }
            if (buffer.complete()) {
                // Outside the budget: a whole body on a request thread is bounded by their number, and slow clients
                // that fill the budget must not cost a good request its answer.
                chain.doFilter(new BufferedBodyRequest(request, buffer.body()), response);
                return;
            }
        }
        if (!buffer.joinBudget(budget)) {
            refuse(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "too many request bodies still arriving: "
                    + "no room in echosoap.readAheadBudgetBytes (" + budget.maxBytes() + " bytes); retry later");
            return;
        }
        AsyncContext async = request.startAsync();
        async.setTimeout(bodyTimeoutMillis);
        BodyReader reader = new BodyReader(request, response, async, in, buffer);
        async.addListener(reader);
        in.setReadListener(reader);
    }

    /** Reads one body as its bytes arrive; dispatches when it is complete, answers when it cannot be. */
    private final class BodyReader implements ReadListener, AsyncListener {
        private final HttpServletRequest request;
        private final HttpServletResponse response;
        private final AsyncContext async;
        private final ServletInputStream in;
        private final ReadAheadBuffer buffer;
        /** Set by whichever ends the read first: the body's end, a refusal, the deadline or an error. */
        private final AtomicBoolean settled = new AtomicBoolean();

        BodyReader(HttpServletRequest request, HttpServletResponse response, AsyncContext async,
                ServletInputStream in, ReadAheadBuffer buffer) {
            this.request = request;
            this.response = response;
            this.async = async;
            this.in = in;
            this.buffer = buffer;
        }

        @Override
        public void onDataAvailable() throws IOException {
            while (!settled.get() && in.isReady()) {
                ReadAheadBuffer.Room room = buffer.makeRoom();
                if (room == ReadAheadBuffer.Room.TOO_LARGE) {
                    end(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, "chunked request body exceeds the limit of "
                            + maxChunkedBytes + " bytes (" + RequestSizeLimitFilter.DEFAULT_LIMIT_PROPERTY + ")");
                    return;
                }
                if (room == ReadAheadBuffer.Room.NO_BUDGET) {
                    end(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "too many request bodies still arriving: no room in "
                            + "echosoap.readAheadBudgetBytes (" + budget.maxBytes() + " bytes); retry later");
                    return;
                }
                if (room == ReadAheadBuffer.Room.FULL) {
                    return; // every declared byte is here: onAllDataRead follows
                }
                int n = in.read(buffer.array(), buffer.length(), buffer.free());
                if (n < 0) {
                    return;
                }
                buffer.advance(n);
            }
        }

        @Override
        public void onAllDataRead() {
            if (settled.compareAndSet(false, true)) {
                request.setAttribute(BODY_ATTRIBUTE, buffer.body());
                async.dispatch();
            }
        }

        @Override
        public void onError(Throwable t) {
            // The client went away or stalled past the connector's per-read timeout: nobody to answer.
            if (settled.compareAndSet(false, true)) {
                async.complete();
            }
        }

        @Override
        public void onTimeout(AsyncEvent event) throws IOException {
            end(HttpServletResponse.SC_REQUEST_TIMEOUT, "request body not received within " + bodyTimeoutMillis
                    + " ms (echosoap.requestBodyTimeoutMillis): " + buffer.length() + " of "
                    + (request.getContentLengthLong() < 0 ? "unknown" : Long.toString(request.getContentLengthLong()))
                    + " bytes arrived");
        }

        @Override
        public void onComplete(AsyncEvent event) {
            buffer.release();
        }

        @Override
        public void onError(AsyncEvent event) {
            onError(event.getThrowable());
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
            // not started again
        }

        private void end(int status, String reason) throws IOException {
            if (!settled.compareAndSet(false, true)) {
                return;
            }
            try {
                refuse(response, status, reason);
            } finally {
                async.complete();
            }
        }
    }

    /** One line, and the connection closed: the rest of the body is not worth waiting for. */
    private static void refuse(HttpServletResponse response, int status, String reason) throws IOException {
        response.setStatus(status);
        if (status == HttpServletResponse.SC_SERVICE_UNAVAILABLE) {
            response.setHeader("Retry-After", "1");
        }
        response.setHeader("Connection", "close");
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((reason + "\n").getBytes(StandardCharsets.UTF_8));
        response.flushBuffer();
    }

    private static long positive(String name, long defaultValue) throws ServletException {
        String configured = System.getProperty(name);
        if (configured == null || configured.isBlank()) {
            return defaultValue;
        }
        try {
            long value = Long.parseLong(configured.strip());
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new ServletException(name + " must be a positive whole number, got '" + configured + "'");
    }
}
