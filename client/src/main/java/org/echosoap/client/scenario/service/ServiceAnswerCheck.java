package org.echosoap.client.scenario.service;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.scenario.ByteSequenceMatcher;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.SafeDom;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * How the answers of a user's service are checked. Its HTTP status must be 200 (the reader counts any other, with
 * or without a Fault); then, on every answer, no SOAP Fault and every {@code --expect-contains} text present, and,
 * when {@code --expect-xpath} is given, every expression's value (the answer is parsed for that: client CPU, but
 * outside the timed window like every check); on the sampled full check and in the preflight, also that the answer
 * is a SOAP envelope of the request's version with a Body (an HTML login page is not).
 */
public final class ServiceAnswerCheck implements ResponseCheck {

    /** The end tag of a prefixed Fault element ({@code </soap:Fault>}), as the reader looks for it in errors. */
    private static final byte[] FAULT_END = ":Fault>".getBytes(StandardCharsets.US_ASCII);

    private final SoapVersion version;
    private final List<String> contains;
    private final List<ByteSequenceMatcher> containsMatchers = new ArrayList<>();
    private final ByteSequenceMatcher faultMatcher = new ByteSequenceMatcher(FAULT_END);
    private final List<XPathExpectation> xpaths;

    public ServiceAnswerCheck(SoapVersion version, List<String> contains, List<XPathExpectation> xpaths) {
        this.version = version;
        this.contains = List.copyOf(contains);
        this.xpaths = List.copyOf(xpaths);
        this.contains.forEach(t -> containsMatchers.add(new ByteSequenceMatcher(t.getBytes(StandardCharsets.UTF_8))));
    }

    @Override
    public Verifier begin() {
        ByteSequenceMatcher.State fault = faultMatcher.newState();
        List<ByteSequenceMatcher.State> wanted = new ArrayList<>(containsMatchers.size());
        containsMatchers.forEach(m -> wanted.add(m.newState()));
        WholeBody whole = xpaths.isEmpty() ? null : new WholeBody();
        return new Verifier() {
            @Override
            public void feed(byte[] chunk, int offset, int length) {
                fault.feed(chunk, offset, length);
                for (ByteSequenceMatcher.State s : wanted) {
                    s.feed(chunk, offset, length);
                }
                if (whole != null) {
                    whole.append(chunk, offset, length);
                }
            }

            @Override
            public String verdict() {
                if (fault.found()) {
                    return "the answer is a SOAP Fault (with HTTP 200)";
                }
                for (int i = 0; i < wanted.size(); i++) {
                    if (!wanted.get(i).found()) {
                        return "the answer does not contain '" + contains.get(i) + "' (--expect-contains)";
                    }
                }
                return whole == null ? null : xpathVerdict(whole.bytes, whole.length, false);
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        String verdict = xpathVerdict(body, length, true);
        if (verdict != null) {
            return verdict;
        }
        String text = contains.isEmpty() ? "" : new String(body, 0, length, StandardCharsets.UTF_8);
        for (String wanted : contains) {
            if (!text.contains(wanted)) {
                return "the answer does not contain '" + wanted + "' (--expect-contains)";
            }
        }
        return null;
    }

    /** Parses the answer; checks the envelope when asked, then every XPath expectation. */
    private String xpathVerdict(byte[] body, int length, boolean checkEnvelope) {
        Document doc;
        try {
            doc = SafeDom.parse(body, length);
        } catch (Exception e) {
            return "the answer is not XML (" + start(body, length) + "...): " + oneLine(e.getMessage());
        }
        if (checkEnvelope) {
            String envelope = envelopeVerdict(doc, body, length);
            if (envelope != null) {
                return envelope;
            }
        }
        return XPathExpectation.firstFailure(xpaths, doc);
    }

    private String envelopeVerdict(Document doc, byte[] body, int length) {
        Element root = doc.getDocumentElement();
        if (!"Envelope".equals(root.getLocalName()) || !version.envelopeNamespace().equals(root.getNamespaceURI())) {
            return "the answer is not a SOAP " + version.label() + " envelope (it starts " + start(body, length) + ")";
        }
        Element bodyElement = firstChildElement(root, "Body");
        if (bodyElement == null) {
            return "the answer's envelope has no Body";
        }
        Element first = firstChildElement(bodyElement, null);
        if (first != null && "Fault".equals(first.getLocalName())
                && version.envelopeNamespace().equals(first.getNamespaceURI())) {
            return "the answer is a SOAP Fault (with HTTP 200)";
        }
        return null;
    }

    /** The first child element (with that local name, in the envelope namespace, unless null). */
    private Element firstChildElement(Element parent, String localName) {
        for (Node c = parent.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e && (localName == null
                    || localName.equals(e.getLocalName()) && version.envelopeNamespace().equals(e.getNamespaceURI()))) {
                return e;
            }
        }
        return null;
    }

    private static String start(byte[] body, int length) {
        String s = new String(body, 0, Math.min(length, 60), StandardCharsets.UTF_8).replaceAll("\\s+", " ").strip();
        return "'" + s + "'";
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }

    /** A growing copy of one answer, for the XPath expectations. */
    private static final class WholeBody {
        byte[] bytes = new byte[8192];
        int length;

        void append(byte[] chunk, int offset, int n) {
            if (length + n > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + n));
            }
            System.arraycopy(chunk, offset, bytes, length, n);
            length += n;
        }
    }
}
