package org.echosoap.server.services.stages;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * The response as Axis2's servlet sees it while a message's stages are on: a flush of its stream (Axis2 flushes its
 * answer before it returns, and that flush commits the response and closes the accounts) first moves to the flush's
 * stage, container-out, so that the commit is the container's and what came before it the stack's. Writes go straight
 * through. Made only for a message that asked for stages (two small objects, counted in inbound).
 */
public final class FlushMarkingResponse extends HttpServletResponseWrapper {

    private final Stage flushStage;
    private ServletOutputStream stream;

    public FlushMarkingResponse(HttpServletResponse response, Stage flushStage) {
        super(response);
        this.flushStage = flushStage;
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        if (stream == null) {
            stream = new MarkingStream(super.getOutputStream());
        }
        return stream;
    }

    @Override
    public void flushBuffer() throws IOException {
        Stages.moveTo(flushStage);
        super.flushBuffer();
    }

    private final class MarkingStream extends ServletOutputStream {
        private final ServletOutputStream delegate;

        MarkingStream(ServletOutputStream delegate) {
            this.delegate = delegate;
        }

        @Override
        public void write(int b) throws IOException {
            delegate.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            delegate.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            Stages.moveTo(flushStage);
            delegate.flush();
        }

        @Override
        public void close() throws IOException {
            Stages.moveTo(flushStage);
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
}
