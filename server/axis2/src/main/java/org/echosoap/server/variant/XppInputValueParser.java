package org.echosoap.server.variant;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.echosoap.server.xml.DoctypeNotAllowedException;
import org.xmlpull.mxp1.MXParser;
import org.xmlpull.v1.XmlPullParser;
import org.xmlpull.v1.XmlPullParserException;

/**
 * XPP3 (Aleksander Slominski's Xml Pull Parser, the XmlPull API's reference implementation, {@code MXParser};
 * seed 001's "XPP"), created by its class, never through {@code XmlPullParserFactory}'s lookup. Pulled token by
 * token to the end of the document: a DOCTYPE is refused when its token arrives (XPP3 never processes DTDs: with
 * {@code PROCESS_DOCDECL} off it declares no entity and reads no external subset), and {@link DocumentLimits} are
 * counted at each start tag (XPP3 has none). Parsers are reused ({@code setInput} resets them).
 *
 * <p>Encoding: XPP3 does not detect it; a byte stream is read as strict UTF-8 (the seed request's encoding), and
 * the encoding in the XML declaration is not checked against it.
 */
public final class XppInputValueParser implements InputValueParser {

    private final ParserPool<Xpp> pool = new ParserPool<>(Xpp::new);

    @Override
    public String fromStream(InputStream body) throws RejectedRequestException, IOException {
        // XPP3's own setInput(stream, "UTF-8") decodes leniently (bad bytes become U+FFFD); a strict decoder
        // refuses them as the other parsers do.
        Reader strictUtf8 = new InputStreamReader(body, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT));
        return pool.use(xpp -> xpp.parse(parser -> parser.setInput(strictUtf8)));
    }

    @Override
    public String fromReader(Reader body) throws RejectedRequestException, IOException {
        return pool.use(xpp -> xpp.parse(parser -> parser.setInput(body)));
    }

    /** Points a parser at the request. */
    @FunctionalInterface
    private interface Input {
        void setOn(XmlPullParser parser) throws XmlPullParserException;
    }

    /** A parser and its collectors, used by one request at a time. */
    private static final class Xpp {
        private final MXParser parser = new MXParser();
        private final FirstInputText input = new FirstInputText();
        private final DocumentLimits limits = new DocumentLimits();
        private final int[] startAndLength = new int[2];

        Xpp() {
            try {
                parser.setFeature(XmlPullParser.FEATURE_PROCESS_NAMESPACES, true);
            } catch (XmlPullParserException e) {
                throw new IllegalStateException("XPP3 refused namespace processing: " + e.getMessage(), e);
            }
        }

        String parse(Input source) throws RejectedRequestException, IOException {
            input.clear();
            limits.clear();
            try {
                source.setOn(parser);
                pull();
                return input.result();
            } catch (XmlPullParserException e) {
                throw Reasons.of(withoutPosition(e.getMessage()), e.getLineNumber(), e.getColumnNumber());
            } catch (CharacterCodingException e) {
                throw Reasons.of("bytes that are not UTF-8", parser.getLineNumber(), parser.getColumnNumber());
            } catch (EOFException e) {
                // XPP3 reports a document cut short as end of input; its message quotes the input, not repeated.
                throw Reasons.of(IsolatedSaxInputValueParser.TRUNCATED, parser.getLineNumber(),
                        parser.getColumnNumber());
            } finally {
                resetQuietly();
            }
        }

        private void pull() throws XmlPullParserException, IOException, RejectedRequestException {
            boolean rootSeen = false;
            for (int token = parser.nextToken(); token != XmlPullParser.END_DOCUMENT; token = parser.nextToken()) {
                switch (token) {
                    case XmlPullParser.START_TAG -> {
                        rootSeen = true;
                        int count = parser.getAttributeCount();
                        int longest = 0;
                        for (int i = 0; i < count; i++) {
                            longest = Math.max(longest, parser.getAttributeValue(i).length());
                        }
                        String refusal = limits.start(count, longest);
                        if (refusal != null) {
                            throw Reasons.of(refusal, parser.getLineNumber(), parser.getColumnNumber());
                        }
                        input.startElement(parser.getNamespace(), parser.getName());
                    }
                    case XmlPullParser.END_TAG -> {
                        limits.end();
                        input.endElement();
                    }
                    case XmlPullParser.ENTITY_REF -> {
                        // Tokenizing, XPP3 hands an entity it cannot resolve over as a token with no text instead
                        // of failing; without a DOCTYPE only the five predefined ones and character references exist.
                        String replacement = parser.getText();
                        if (replacement == null) {
                            throw Reasons.of("reference to an undeclared entity",
                                    parser.getLineNumber(), parser.getColumnNumber());
                        }
                        if (input.collecting()) {
                            input.characters(replacement.toCharArray(), 0, replacement.length());
                        }
                    }
                    case XmlPullParser.TEXT, XmlPullParser.CDSECT, XmlPullParser.IGNORABLE_WHITESPACE -> {
                        if (input.collecting()) {
                            char[] chars = parser.getTextCharacters(startAndLength);
                            input.characters(chars, startAndLength[0], startAndLength[1]);
                        }
                    }
                    case XmlPullParser.DOCDECL -> throw Reasons.of(DoctypeNotAllowedException.REASON,
                            parser.getLineNumber(), parser.getColumnNumber());
                    default -> {
                        // comments, processing instructions, the XML declaration: nothing to collect
                    }
                }
            }
            if (!rootSeen) {
                // XPP3 ends an empty document without complaint; XML requires a root element.
                throw Reasons.of("the document has no root element", parser.getLineNumber(), parser.getColumnNumber());
            }
        }

        /** Drops the request's reader, so that a pooled parser does not keep it. */
        private void resetQuietly() {
            try {
                parser.setInput(null);
            } catch (XmlPullParserException e) {
                // nothing was set; the next setInput resets the parser anyway
            }
        }
    }

    /** XPP3 appends "(position: ... seen <the input>...@L:C)" to its messages: the input is not echoed back. */
    static String withoutPosition(String message) {
        if (message == null) {
            return "unreadable request";
        }
        int at = message.indexOf("(position:");
        return (at < 0 ? message : message.substring(0, at)).strip();
    }
}
