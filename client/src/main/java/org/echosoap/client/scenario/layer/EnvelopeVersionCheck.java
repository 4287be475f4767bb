package org.echosoap.client.scenario.layer;

import java.nio.charset.StandardCharsets;
import org.echosoap.client.scenario.ByteSequenceMatcher;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.SafeDom;
import org.echosoap.client.scenario.service.SoapVersion;
import org.w3c.dom.Element;

/**
 * An answer check that also demands the answer's SOAP version: on every answer, cheaply, that its bytes carry the
 * version's envelope namespace and not the other version's; on the sampled full check, that the root element is that
 * version's {@code Envelope}; then the wrapped check of the values. A stack that answers a SOAP 1.2 request with a
 * SOAP 1.1 envelope (right values, wrong protocol) is a wrong answer, not a success. Both sides of a layer pair carry
 * it, so its own cost (one more byte scan) is in both and cancels.
 *
 * <pre>{@code
 * ResponseCheck c = new EnvelopeVersionCheck(SoapVersion.SOAP_12, new EchoFloatCheck("3.14159"));
 * }</pre>
 */
public final class EnvelopeVersionCheck implements ResponseCheck {

    private final SoapVersion version;
    private final ResponseCheck values;
    private final ByteSequenceMatcher own;
    private final ByteSequenceMatcher other;

    public EnvelopeVersionCheck(SoapVersion version, ResponseCheck values) {
        this.version = version;
        this.values = values;
        this.own = matcher(version);
        this.other = matcher(version == SoapVersion.SOAP_11 ? SoapVersion.SOAP_12 : SoapVersion.SOAP_11);
    }

    private static ByteSequenceMatcher matcher(SoapVersion v) {
        return new ByteSequenceMatcher(v.envelopeNamespace().getBytes(StandardCharsets.US_ASCII));
    }

    /** The SOAP version answers must be in. */
    public SoapVersion version() {
        return version;
    }

    @Override
    public Verifier begin() {
        ByteSequenceMatcher.State ownNs = own.newState();
        ByteSequenceMatcher.State otherNs = other.newState();
        Verifier inner = values.begin();
        return new Verifier() {
            @Override
            public void feed(byte[] chunk, int offset, int length) {
                ownNs.feed(chunk, offset, length);
                otherNs.feed(chunk, offset, length);
                inner.feed(chunk, offset, length);
            }

            @Override
            public String verdict() {
                if (otherNs.found() || !ownNs.found()) {
                    return notThisVersion(otherNs.found());
                }
                return inner.verdict();
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        Element root;
        try {
            root = SafeDom.parse(body, length).getDocumentElement();
        } catch (Exception e) {
            return "answer is not well-formed XML: " + e.getMessage();
        }
        if (!"Envelope".equals(root.getLocalName()) || !version.envelopeNamespace().equals(root.getNamespaceURI())) {
            return "answer is not a SOAP " + version.label() + " envelope (its root is {" + root.getNamespaceURI()
                    + "}" + root.getLocalName() + ")";
        }
        return values.fullCheck(body, length);
    }

    private String notThisVersion(boolean otherFound) {
        SoapVersion o = version == SoapVersion.SOAP_11 ? SoapVersion.SOAP_12 : SoapVersion.SOAP_11;
        return "answer is not a SOAP " + version.label() + " envelope (" + (otherFound
                ? "it carries the SOAP " + o.label() + " namespace " + o.envelopeNamespace()
                : "no " + version.envelopeNamespace()) + ")";
    }
}
