package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.UTFDataFormatException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.echosoap.server.xml.SecureParsers;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.EntityResolver;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * Xerces 1.4.4's DOM ({@code org.apache.xerces.parsers.DOMParser}, seed 001's "Xerces 1 DOM", its deferred DOM
 * as by default), loaded from its own class loader ({@link OldParsers}). The parser class is not an interface the
 * webapp shares, so it is driven through method handles ({@code parse}, {@code getDocument}, {@code reset});
 * the tree it builds implements the JDK's DOM interfaces, of which only DOM Level 2 methods are called (Xerces 1
 * has no Level 3: no {@code getTextContent}).
 *
 * <p>Xerces 1 has no limits and no hook between its scanner and its tree builder, so {@link DocumentLimits} are
 * checked on the finished tree, in the same walk that finds the operation and the input text (iterative, not
 * recursive: a 100,000-level tree must not overflow the stack). The variants' 1 MiB body cap bounds what the tree
 * can hold before that check. Parsers are reused; {@code reset()} after each parse drops the tree.
 */
final class Xerces1DomInputValueParser extends PrologCheckedValueParser {

    /** Xerces 1's DOM parser class. */
    static final String DOM_PARSER = "org.apache.xerces.parsers.DOMParser";

    private final ParserPool<Dom> pool;

    Xerces1DomInputValueParser(ClassLoader xerces1) {
        Handles handles = new Handles(xerces1);
        this.pool = new ParserPool<>(handles::newParser);
        pool.giveBack(pool.take()); // fail now, at startup, if the class is missing
    }

    @Override
    String parse(InputSource source) throws RejectedRequestException, IOException {
        return pool.use(dom -> dom.parse(source));
    }

    /** The method handles of the parser class, looked up once. */
    private static final class Handles {
        private final MethodHandle constructor;
        private final MethodHandle setFeature;
        private final MethodHandle setErrorHandler;
        private final MethodHandle setEntityResolver;
        private final MethodHandle parse;
        private final MethodHandle getDocument;
        private final MethodHandle reset;

        Handles(ClassLoader xerces1) {
            try {
                Class<?> type = Class.forName(DOM_PARSER, true, xerces1);
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                constructor = lookup.findConstructor(type, MethodType.methodType(void.class));
                setFeature = lookup.findVirtual(type, "setFeature",
                        MethodType.methodType(void.class, String.class, boolean.class));
                setErrorHandler = lookup.findVirtual(type, "setErrorHandler",
                        MethodType.methodType(void.class, ErrorHandler.class));
                setEntityResolver = lookup.findVirtual(type, "setEntityResolver",
                        MethodType.methodType(void.class, EntityResolver.class));
                // The per-request handles take the parser as an Object, so that invokeExact needs no adaptation.
                parse = lookup.findVirtual(type, "parse", MethodType.methodType(void.class, InputSource.class))
                        .asType(MethodType.methodType(void.class, Object.class, InputSource.class));
                getDocument = lookup.findVirtual(type, "getDocument", MethodType.methodType(Document.class))
                        .asType(MethodType.methodType(Document.class, Object.class));
                reset = lookup.findVirtual(type, "reset", MethodType.methodType(void.class))
                        .asType(MethodType.methodType(void.class, Object.class));
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("cannot use Xerces 1's " + DOM_PARSER + ": " + e, e);
            }
        }

        Dom newParser() {
            try {
                Object parser = constructor.invoke();
                setFeature.invoke(parser, SecureParsers.NAMESPACES, true);
                setErrorHandler.invoke(parser, SecureParsers.throwingErrorHandler());
                setEntityResolver.invoke(parser, SecureParsers.refusingEntityResolver());
                return new Dom(this, parser);
            } catch (Throwable e) {
                throw new IllegalStateException("cannot create Xerces 1's DOM parser: " + e, e);
            }
        }
    }

    /** One parser instance, used by one request at a time. */
    private static final class Dom {
        private final Handles handles;
        private final Object parser;

        Dom(Handles handles, Object parser) {
            this.handles = handles;
            this.parser = parser;
        }

        /** Parses and walks the tree before {@code reset()}: a deferred DOM may still need its parser's state. */
        String parse(InputSource source) throws RejectedRequestException, IOException {
            try {
                handles.parse.invokeExact(parser, source);
                return TreeWalk.inputText((Document) handles.getDocument.invokeExact(parser));
            } catch (RejectedRequestException e) {
                throw e;
            } catch (SAXException e) {
                throw Reasons.of(e);
            } catch (CharConversionException | UTFDataFormatException e) {
                throw Reasons.ioFailure(IsolatedSaxInputValueParser.asCharConversion(e));
            } catch (IOException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException("Xerces 1 failed: " + e, e);
            } finally {
                try {
                    handles.reset.invokeExact(parser); // the pooled parser must not keep the last tree
                } catch (Throwable e) {
                    // a parser that cannot reset is left as it is; the next parse resets it anyway
                }
            }
        }
    }

    /**
     * One walk over a DOM tree without recursion: the limits, the SOAP Body's first element, the first
     * {@code {http://tempuri.org/}input} element's text (descendants included, as {@code getTextContent}).
     */
    static final class TreeWalk {

        private TreeWalk() {
        }

        static String inputText(Document document) throws RejectedRequestException {
            DocumentLimits limits = new DocumentLimits();
            OperationElement operation = new OperationElement();
            operation.clear();
            String value = null;        // the first input element's text, once it has ended
            StringBuilder text = null;  // non-null while inside the first input element
            Node inputElement = null;
            Node node = document.getDocumentElement();
            while (node != null) {
                // Entering node.
                if (node instanceof Element element) {
                    String refusal = limits.start(element.getAttributes().getLength(), longestValue(element));
                    if (refusal != null) {
                        throw new RejectedRequestException(refusal);
                    }
                    operation.start(element.getNamespaceURI(), element.getLocalName());
                    if (value == null && inputElement == null && INPUT.equals(element.getLocalName())
                            && TEMPURI.equals(element.getNamespaceURI())) {
                        inputElement = element;
                        text = new StringBuilder();
                    }
                } else if (text != null && (node.getNodeType() == Node.TEXT_NODE
                        || node.getNodeType() == Node.CDATA_SECTION_NODE)) {
                    text.append(node.getNodeValue());
                }
                Node first = node.getFirstChild();
                if (first != null) {
                    node = first;
                    continue;
                }
                // Leaving node, and each ancestor whose children are all done, up to one with a next sibling.
                while (node != null) {
                    if (node instanceof Element) {
                        limits.end();
                        operation.end();
                        if (node == inputElement) {
                            value = text.toString();
                            text = null;
                            inputElement = null;
                        }
                    }
                    Node next = node.getNextSibling();
                    if (next != null) {
                        node = next;
                        break;
                    }
                    node = node.getParentNode();
                    if (node == document) {
                        node = null;
                    }
                }
            }
            operation.check();
            if (value == null) {
                throw new RejectedRequestException(NO_INPUT);
            }
            return value;
        }

        private static int longestValue(Element element) {
            int longest = 0;
            org.w3c.dom.NamedNodeMap attributes = element.getAttributes();
            for (int i = 0, n = attributes.getLength(); i < n; i++) {
                longest = Math.max(longest, attributes.item(i).getNodeValue().length());
            }
            return longest;
        }
    }
}
