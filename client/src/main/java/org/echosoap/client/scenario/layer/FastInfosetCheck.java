package org.echosoap.client.scenario.layer;

import java.util.Arrays;
import org.echosoap.client.scenario.ResponseCheck;

/**
 * The answer check of a Fast Infoset request: every answer must be a Fast Infoset document (an XML text answer is a
 * wrong answer, whatever values it carries), and is decoded into XML text on which the wrapped check (the text side's
 * own) runs, cheap and full. Why decode every answer: the values are checked in the infoset, never by searching the
 * binary bytes, whose encoding of a value the server may choose (literal, indexed, an algorithm). The decoding is the
 * client's work, counted in its check time, not in the server's cost.
 *
 * <pre>{@code
 * ResponseCheck c = new FastInfosetCheck(new EnvelopeVersionCheck(SoapVersion.SOAP_11, new EchoFloatCheck("3.14159")));
 * }</pre>
 */
public final class FastInfosetCheck implements ResponseCheck {

    /** The largest answer decoded (above it, a wrong answer that says so): the Benchmark's 10 MB base64 and more. */
    static final int MAX_ANSWER_BYTES = 64 << 20;

    private static final int FIRST_BUFFER_BYTES = 4096;

    private final ResponseCheck text;

    public FastInfosetCheck(ResponseCheck text) {
        this.text = text;
    }

    @Override
    public Verifier begin() {
        return new Verifier() {
            private byte[] body = new byte[FIRST_BUFFER_BYTES];
            private int length;
            private boolean tooLarge;

            @Override
            public void feed(byte[] chunk, int offset, int n) {
                if (tooLarge || (long) length + n > MAX_ANSWER_BYTES) {
                    tooLarge = true;
                    return;
                }
                if (length + n > body.length) {
                    body = Arrays.copyOf(body, Math.max(body.length * 2, length + n));
                }
                System.arraycopy(chunk, offset, body, length, n);
                length += n;
            }

            @Override
            public String verdict() {
                if (tooLarge) {
                    return "the Fast Infoset answer is larger than " + MAX_ANSWER_BYTES + " bytes, not decoded";
                }
                return check(body, length, false);
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        return check(body, length, true);
    }

    private String check(byte[] body, int length, boolean full) {
        String notFi = FastInfosetCodec.notFastInfoset(body, length);
        if (notFi != null) {
            return notFi;
        }
        byte[] xml;
        try {
            xml = FastInfosetCodec.toXmlText(body, length);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (full) {
            return text.fullCheck(xml, xml.length);
        }
        Verifier v = text.begin();
        v.feed(xml, 0, xml.length);
        return v.verdict();
    }
}
