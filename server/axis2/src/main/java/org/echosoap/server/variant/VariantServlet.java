package org.echosoap.server.variant;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;
import jakarta.servlet.UnavailableException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.echosoap.server.baseline.AxisLikeAnswer;

/**
 * A parser variant: POST the seed echoFloat request, get Axis2's exact answer with the request's {@code input}
 * value copied in. {@code ?input=stream} (default) or {@code ?input=preread} picks how the body reaches the parser
 * (see {@link InputMode}); bad XML gets a SOAP 1.1 Client Fault.
 *
 * <pre>{@code
 * curl -H 'Content-Type: text/xml; charset=UTF-8' --data-binary @echoFloat-request.xml \
 *      'http://127.0.0.1:8080/echosoap/variant/sax?input=preread'
 * }</pre>
 */
public abstract class VariantServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    private transient InputValueParser parser;

    protected VariantServlet(InputValueParser parser) {
        this.parser = parser;
    }

    /** For a variant whose parser needs the webapp (the end-of-life parsers' class loaders): see {@link #createParser}. */
    protected VariantServlet() {
    }

    @Override
    public void init() throws ServletException {
        if (parser == null) {
            parser = createParser(getServletContext());
        }
    }

    /** The parser of a servlet made with the no-argument constructor, created once in {@link #init()}. */
    protected InputValueParser createParser(ServletContext context) throws ServletException {
        throw new UnavailableException(getClass().getSimpleName() + " has no parser");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        InputMode mode = InputMode.fromQuery(request.getQueryString());
        if (mode == null) {
            AxisLikeAnswer.discard(request.getInputStream());
            AxisLikeAnswer.badRequest(response, InputMode.USAGE);
            return;
        }
        String value;
        try {
            value = mode == InputMode.STREAM
                    ? parser.fromStream(request.getInputStream())
                    : parser.fromReader(new StringReader(preread(request.getInputStream())));
        } catch (RejectedRequestException e) {
            SoapAnswers.clientFault(response, e.getMessage());
            return;
        }
        SoapAnswers.echo(response, value);
    }

    /** Seed 004's "preread": the whole body into a {@code byte[]}, then into a {@code String}. */
    static String preread(InputStream body) throws IOException {
        byte[] bytes = body.readAllBytes();
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
