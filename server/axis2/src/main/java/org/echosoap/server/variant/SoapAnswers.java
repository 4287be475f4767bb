package org.echosoap.server.variant;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.echosoap.server.baseline.AxisLikeAnswer;
import org.echosoap.server.baseline.EchoFloatResponseTemplate;

/**
 * What the variants write: Axis2's echoFloat answer around the echoed value (same bytes and framing as Axis2,
 * via {@link AxisLikeAnswer}), or a SOAP 1.1 Client Fault written as bytes.
 */
final class SoapAnswers {

    private static final EchoFloatResponseTemplate TEMPLATE = EchoFloatResponseTemplate.get();

    /** Shaped exactly like Axis2's own SOAP 1.1 faults (empty Header, faultcode, faultstring, empty detail). */
    private static final String FAULT_PREFIX = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<soapenv:Header/><soapenv:Body>"
            + "<soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>";
    private static final String FAULT_SUFFIX = "</faultstring><detail/></soapenv:Fault></soapenv:Body></soapenv:Envelope>";

    private SoapAnswers() {
    }

    /** 200, Axis2's Content-Type, the template around {@code value} (escaped), flushed -> chunked like Axis2. */
    static void echo(HttpServletResponse response, String value) throws IOException {
        AxisLikeAnswer.begin(response);
        ServletOutputStream out = response.getOutputStream();
        out.write(TEMPLATE.prefixBytes());
        out.write(escapeText(value).getBytes(StandardCharsets.UTF_8));
        out.write(TEMPLATE.suffixBytes());
        AxisLikeAnswer.finish(response);
    }

    /** HTTP 500 with a SOAP 1.1 Fault, faultcode {@code soapenv:Client}, {@code reason} as the faultstring. */
    static void clientFault(HttpServletResponse response, String reason) throws IOException {
        byte[] body = (FAULT_PREFIX + escapeText(reason) + FAULT_SUFFIX).getBytes(StandardCharsets.UTF_8);
        response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        response.setContentType(EchoFloatResponseTemplate.CONTENT_TYPE);
        // No setContentLength: writing exactly that many bytes would make Tomcat commit the response on the spot,
        // before the timing filter can add Server-Timing. Tomcat sets Content-Length itself at the end.
        response.getOutputStream().write(body);
    }

    /**
     * {@code text} as XML character data: {@code & < >} escaped, characters XML 1.0 cannot carry (other control
     * characters, lone surrogates are left to the encoder) replaced by {@code ?}. Returns {@code text} itself when
     * nothing needs escaping, the case for every number, so the common path allocates nothing.
     */
    static String escapeText(String text) {
        int i = 0;
        int n = text.length();
        while (i < n && !needsEscape(text.charAt(i))) {
            i++;
        }
        if (i == n) {
            return text;
        }
        StringBuilder out = new StringBuilder(n + 16).append(text, 0, i);
        for (; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '\t', '\n', '\r' -> out.append(c);
                default -> out.append(c < 0x20 || c == 0xFFFE || c == 0xFFFF ? '?' : c);
            }
        }
        return out.toString();
    }

    private static boolean needsEscape(char c) {
        return c == '&' || c == '<' || c == '>' || c < 0x20 || c == 0xFFFE || c == 0xFFFF;
    }
}
