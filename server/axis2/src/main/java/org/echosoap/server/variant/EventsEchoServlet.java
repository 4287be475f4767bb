package org.echosoap.server.variant;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.baseline.AxisLikeAnswer;
import org.echosoap.server.xml.SecureParsers;

/**
 * {@code /variant/events}: seed 004's experiment on the memory suite's message, Benchmark.wsdl's
 * {@code echoSimpleEvents} ("lots of little nested elements") echoed with Woodstox StAX and no SOAP stack, answering
 * Axis2's exact bytes. {@code ?input=stream} (default) hands the request's {@code InputStream} to the parser and
 * writes each item as soon as it is read; {@code ?input=preread} first reads the whole body into a {@code byte[]}
 * and a {@code String} (seed 004's status quo). The difference in time and allocation is the cost of the copies.
 *
 * <p>Bad requests: anything wrong before the first item is a SOAP 1.1 Client Fault; so is a later problem while the
 * answer still fits Tomcat's response buffer (8 KB). Past that the answer has been sent in part and cannot become a
 * fault: the connection is closed without the final chunk, so the client sees a truncated answer, never a wrong one.
 *
 * <pre>{@code
 * curl -H 'Content-Type: text/xml; charset=UTF-8' --data-binary @echoSimpleEvents-request.xml \
 *      'http://127.0.0.1:8080/echosoap/variant/events?input=preread'
 * }</pre>
 */
public class EventsEchoServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        InputMode mode = InputMode.fromQuery(request.getQueryString());
        if (mode == null) {
            AxisLikeAnswer.discard(request.getInputStream());
            AxisLikeAnswer.badRequest(response, InputMode.USAGE.replace("/dom", "/events"));
            return;
        }
        Writer[] opened = new Writer[1];
        try {
            XMLStreamReader reader = mode == InputMode.STREAM
                    ? SecureParsers.newWoodstoxReader(request.getInputStream())
                    : SecureParsers.newWoodstoxReader(new StringReader(VariantServlet.preread(request.getInputStream())));
            SimpleEventsEcho.echo(reader, () -> {
                AxisLikeAnswer.begin(response);
                // A bounded window whatever the message size: 8 KB of chars, the encoder's 8 KB, Tomcat's buffer.
                // BufferedWriter copies each String into its buffer; OutputStreamWriter.write(String) alone would
                // allocate a char[] per call (JDK 17's StreamEncoder), ~2 bytes per payload byte.
                opened[0] = new BufferedWriter(new OutputStreamWriter(response.getOutputStream(), StandardCharsets.UTF_8));
                return opened[0];
            });
            opened[0].flush();
            AxisLikeAnswer.finish(response);
        } catch (XMLStreamException e) {
            reject(response, Reasons.of(e));
        } catch (RejectedRequestException e) {
            reject(response, e);
        }
    }

    private void reject(HttpServletResponse response, RejectedRequestException e) throws IOException {
        if (!response.isCommitted()) {
            response.resetBuffer(); // drops the answer's start; the writer's unflushed bytes are dropped with it
            SoapAnswers.clientFault(response, e.getMessage());
            return;
        }
        throw new TruncatedAnswerException(e.getMessage());
    }

    /** Ends an answer that was already partly sent: Tomcat closes the connection without the last chunk. */
    static final class TruncatedAnswerException extends IOException {

        private static final long serialVersionUID = 1L;

        TruncatedAnswerException(String reason) {
            super("request rejected after its answer started, connection closed: " + reason);
        }

        /** The reason says it all; no stack trace for Tomcat's log. */
        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    }
}
