package org.echosoap.server.baseline;

import jakarta.servlet.ServletException;
import jakarta.servlet.UnavailableException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import org.echosoap.server.stages.Stages;

/**
 * What every baseline shares: answering exactly like Axis2 does, minus the SOAP processing. The helpers live in
 * {@link AxisLikeAnswer} (the parser variants use them too); see there why the answer is flushed (chunked).
 *
 * <p>Stages (docs/stages.md): a message that asked for them is marked at the boundaries of {@link BaselineMarks}
 * (invocation from {@link #service}, writing from {@link #beginSoapLikeAnswer}, container-out from {@link #finish}).
 * When no message asked, each mark is one volatile read.
 */
abstract class BaselineServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    protected final EchoFloatResponseTemplate template = EchoFloatResponseTemplate.get();

    /** Each boundary's stage, from the stage file, looked up once when the servlet starts. */
    private transient BaselineMarks marks;

    @Override
    public void init() throws ServletException {
        try {
            marks = BaselineMarks.load();
        } catch (IllegalArgumentException badStageFile) {
            // One line naming the file and the line: the servlet does not start on a malformed stage file.
            throw new UnavailableException(badStageFile.getMessage());
        }
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Stages.moveTo(marks.service());
        try {
            super.service(request, response);
        } finally {
            Stages.moveTo(marks.returned());
        }
    }

    /** Starts a 200 answer framed like Axis2's; the caller writes the body and calls {@link #finish}. */
    protected void beginSoapLikeAnswer(HttpServletResponse response) {
        Stages.moveTo(marks.begin());
        AxisLikeAnswer.begin(response);
    }

    /** Marks the writing of an answer that is not framed like Axis2's (the JSON null): it ends with {@link #finish}. */
    protected void beginWriting() {
        Stages.moveTo(marks.begin());
    }

    /** Commits the answer the way Axis2 does (flush -> chunked). */
    protected void finish(HttpServletResponse response) throws IOException {
        Stages.moveTo(marks.finish());
        AxisLikeAnswer.finish(response);
    }

    /** Reads the whole request body and throws it away. */
    protected static long discard(InputStream in) throws IOException {
        return AxisLikeAnswer.discard(in);
    }

    /** A one-line 400 for a request a baseline cannot answer (these endpoints are not SOAP: no Fault). */
    protected void badRequest(HttpServletResponse response, String reason) throws IOException {
        Stages.moveTo(marks.begin());
        AxisLikeAnswer.badRequest(response, reason);
    }
}
