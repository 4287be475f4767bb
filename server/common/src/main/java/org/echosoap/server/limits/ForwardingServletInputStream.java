package org.echosoap.server.limits;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;

/**
 * A request body read through a check of its own (a size limit, a scan of its bytes): the subclass reads, and so
 * sees every byte; the servlet container's non-blocking state ({@code isFinished}, {@code isReady}, the read
 * listener) stays the wrapped stream's.
 */
public abstract class ForwardingServletInputStream extends ServletInputStream {

    /** The container's stream, which the subclass reads from. */
    protected final ServletInputStream in;

    protected ForwardingServletInputStream(ServletInputStream in) {
        this.in = in;
    }

    @Override
    public boolean isFinished() {
        return in.isFinished();
    }

    @Override
    public boolean isReady() {
        return in.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
        in.setReadListener(listener);
    }
}
