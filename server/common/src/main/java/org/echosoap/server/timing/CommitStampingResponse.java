package org.echosoap.server.timing;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import org.echosoap.server.profile.RequestEvent;
import org.echosoap.server.stages.Stages;
import org.echosoap.server.stages.ThreadAllocation;

/**
 * A response that adds the {@code Server-Timing} header at the last moment it still can: just before the
 * response is committed (explicit flush, buffer overflow, sendError/redirect) or, if nothing committed it,
 * when the filter chain returns.
 *
 * <p>Why: Axis2 flushes its chunked answer before the servlet returns, so a header set after
 * {@code chain.doFilter} would be silently dropped. For a response larger than the buffer the figure is the
 * time to the first flushed byte, not to the last; small messages (the product's main case) fit the buffer.
 * A streamed answer that overflows the buffer therefore also gets a chunked trailer {@code Server-Timing} with
 * the figures up to the end of the filter chain (the whole message); readers prefer the trailer when present.
 */
final class CommitStampingResponse extends HttpServletResponseWrapper {

    private final long startNanos;
    private final long startAllocatedBytes;
    /** The profile's request event (null outside --profile): it ends where the figure it is scaled to ends. */
    private final RequestEvent event;
    private boolean stamped;
    private long stampAllocatedBytes = -1;
    /** Whether the whole message's figures go into a trailer, so that they (and the event) end at {@link #finish}. */
    private boolean wholeMessageInTrailer;
    private long endNanos;
    private long endAllocatedBytes;
    private long bytesWritten;
    /** The declared Content-Length, or -1: Tomcat commits as soon as that many bytes are written. */
    private long declaredContentLength = -1;
    private StampingOutputStream outputStream;
    private PrintWriter writer;

    CommitStampingResponse(HttpServletResponse response, long startNanos, long startAllocatedBytes,
                           RequestEvent event) {
        super(response);
        this.startNanos = startNanos;
        this.startAllocatedBytes = startAllocatedBytes;
        this.event = event;
    }

    /** Sets the header with the time elapsed so far, once, if the response is still open for headers. */
    void stampIfUncommitted() {
        if (!stamped) {
            stamped = true;
            // One pair of readings closes both figures, so the stages add up to the Server-Timing ones exactly.
            long nowNanos = System.nanoTime();
            long nowAllocatedBytes = startAllocatedBytes < 0 ? -1 : ThreadAllocation.currentThreadBytes();
            String stages = Stages.end(nowNanos, nowAllocatedBytes);
            stampAllocatedBytes = nowAllocatedBytes;
            if (event != null && !wholeMessageInTrailer) {
                // The header's window ends here: what follows (the commit's socket write, Tomcat's own finishing
                // work) is not in the figure the profile's shares are scaled to, so it must not be in the event.
                event.end();
            }
            if (!isCommitted()) {
                long allocatedBytes = startAllocatedBytes < 0 ? -1 : nowAllocatedBytes - startAllocatedBytes;
                setHeader(ServerTimingHeader.NAME, ServerTimingHeader.value(nowNanos - startNanos, allocatedBytes));
                if (stages != null) {
                    setHeader(Stages.RESPONSE_HEADER, stages);
                }
            }
        }
    }

    /**
     * Called when the filter chain has returned: the whole message's figures, which the trailer (if any) carries.
     */
    void finish() {
        if (endNanos == 0) {
            endNanos = System.nanoTime();
            endAllocatedBytes = startAllocatedBytes < 0 ? -1 : ThreadAllocation.currentThreadBytes();
            if (event != null && wholeMessageInTrailer) {
                event.end(); // the trailer's window, which readers prefer: the whole message
            }
        }
    }

    /**
     * What the request's thread allocated in the event's window, bytes: to the stamp, or to {@link #finish} for an
     * answer whose figures are in the trailer; -1 when unknown.
     */
    long eventAllocatedBytes() {
        if (wholeMessageInTrailer || !stamped) {
            return allocatedBytes();
        }
        return startAllocatedBytes < 0 || stampAllocatedBytes < 0 ? -1 : stampAllocatedBytes - startAllocatedBytes;
    }

    /** What the request's thread allocated from the filter's entry to {@link #finish}, bytes; -1 when unknown. */
    long allocatedBytes() {
        return startAllocatedBytes < 0 || endAllocatedBytes < 0 ? -1 : endAllocatedBytes - startAllocatedBytes;
    }

    /** Called before {@code byteCount} more body bytes go into the container's buffer. */
    private void beforeWrite(int byteCount) {
        bytesWritten += byteCount;
        if (stamped) {
            return;
        }
        boolean overflows = bytesWritten >= getBufferSize();
        boolean complete = declaredContentLength >= 0 && bytesWritten >= declaredContentLength;
        if (overflows && declaredContentLength < 0) {
            // A streamed answer larger than the buffer: the header can only tell the story up to this first
            // chunk, so the whole message's figures follow in a chunked trailer (a 2 MB answer's
            // serialization happens after the commit). Small answers keep their exact framing, no trailer.
            try {
                setTrailerFields(this::wholeMessageTrailer);
                wholeMessageInTrailer = true;
            } catch (IllegalStateException notChunked) {
                // HTTP/1.0 (no chunked encoding, so no trailer): the header's figures are all there is.
            }
        }
        if (overflows || complete) {
            stampIfUncommitted();
        }
    }

    private java.util.Map<String, String> wholeMessageTrailer() {
        finish(); // normally done by the filter already; this only covers an answer finished some other way
        long allocatedBytes = startAllocatedBytes < 0 ? -1 : endAllocatedBytes - startAllocatedBytes;
        return java.util.Map.of(ServerTimingHeader.NAME, ServerTimingHeader.value(endNanos - startNanos, allocatedBytes));
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        if (outputStream == null) {
            outputStream = new StampingOutputStream(super.getOutputStream());
        }
        return outputStream;
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        if (writer == null) {
            // Chars are counted as bytes: for non-ASCII text the buffer may overflow a little before we notice,
            // which only matters for responses larger than the buffer.
            writer = new PrintWriter(new StampingWriter(super.getWriter()));
        }
        return writer;
    }

    @Override
    public void setContentLength(int len) {
        declaredContentLength = len;
        super.setContentLength(len);
    }

    @Override
    public void setContentLengthLong(long len) {
        declaredContentLength = len;
        super.setContentLengthLong(len);
    }

    @Override
    public void setHeader(String name, String value) {
        noteContentLength(name, value);
        super.setHeader(name, value);
    }

    @Override
    public void addHeader(String name, String value) {
        noteContentLength(name, value);
        super.addHeader(name, value);
    }

    @Override
    public void setIntHeader(String name, int value) {
        noteContentLength(name, Integer.toString(value));
        super.setIntHeader(name, value);
    }

    private void noteContentLength(String name, String value) {
        if ("Content-Length".equalsIgnoreCase(name)) {
            try {
                declaredContentLength = Long.parseLong(value.strip());
            } catch (NumberFormatException ignored) {
                // Not a length: Tomcat will ignore it too.
            }
        }
    }

    @Override
    public void flushBuffer() throws IOException {
        stampIfUncommitted();
        super.flushBuffer();
    }

    @Override
    public void sendError(int sc, String msg) throws IOException {
        stampIfUncommitted();
        super.sendError(sc, msg);
    }

    @Override
    public void sendError(int sc) throws IOException {
        stampIfUncommitted();
        super.sendError(sc);
    }

    @Override
    public void sendRedirect(String location) throws IOException {
        stampIfUncommitted();
        super.sendRedirect(location);
    }

    private final class StampingOutputStream extends ServletOutputStream {
        private final ServletOutputStream delegate;

        StampingOutputStream(ServletOutputStream delegate) {
            this.delegate = delegate;
        }

        @Override
        public void write(int b) throws IOException {
            beforeWrite(1);
            delegate.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            beforeWrite(len);
            delegate.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            stampIfUncommitted();
            delegate.flush();
        }

        @Override
        public void close() throws IOException {
            stampIfUncommitted();
            delegate.close();
        }

        @Override
        public boolean isReady() {
            return delegate.isReady();
        }

        @Override
        public void setWriteListener(WriteListener listener) {
            delegate.setWriteListener(listener);
        }
    }

    private final class StampingWriter extends Writer {
        private final PrintWriter delegate;

        StampingWriter(PrintWriter delegate) {
            this.delegate = delegate;
        }

        @Override
        public void write(char[] cbuf, int off, int len) {
            beforeWrite(len);
            delegate.write(cbuf, off, len);
        }

        @Override
        public void write(String str, int off, int len) {
            beforeWrite(len);
            delegate.write(str, off, len);
        }

        @Override
        public void flush() {
            stampIfUncommitted();
            delegate.flush();
        }

        @Override
        public void close() {
            stampIfUncommitted();
            delegate.close();
        }
    }
}
