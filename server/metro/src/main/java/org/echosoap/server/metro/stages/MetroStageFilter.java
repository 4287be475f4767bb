package org.echosoap.server.metro.stages;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * The last filter before Metro's servlet: the stages Metro's tubes cannot mark. Metro's HTTP adapter takes the
 * response stream only to encode the answer into it (the codec writes, JAXB marshals), so taking it begins
 * {@code writing} ({@code adapter:encode}); the servlet's return begins {@code container-out}. The response is
 * wrapped only for a request that asked for stages.
 */
public class MetroStageFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    private transient Stage writing;
    private transient Stage containerOut;

    @Override
    public void init() {
        writing = MetroStages.stageOf("adapter:encode");
        containerOut = MetroStages.stageOf("servlet:return");
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!Stages.active()) {
            chain.doFilter(request, response);
            return;
        }
        chain.doFilter(request, new WritingMark(response, writing));
        Stages.moveTo(containerOut);
    }

    private static final class WritingMark extends HttpServletResponseWrapper {
        private final Stage writing;

        WritingMark(HttpServletResponse response, Stage writing) {
            super(response);
            this.writing = writing;
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            Stages.moveTo(writing);
            return super.getOutputStream();
        }
    }
}
