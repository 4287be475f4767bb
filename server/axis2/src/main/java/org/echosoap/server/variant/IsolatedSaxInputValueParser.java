package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.UTFDataFormatException;
import org.echosoap.server.xml.SecureParsers;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXNotRecognizedException;
import org.xml.sax.SAXNotSupportedException;
import org.xml.sax.XMLReader;

/**
 * An end-of-life SAX2 parser (Crimson's {@code org.apache.crimson.parser.XMLReaderImpl}, Xerces 1's
 * {@code org.apache.xerces.parsers.SAXParser}) loaded from its own class loader ({@link OldParsers}) and used
 * through the JDK's {@link XMLReader} interface: the DOCTYPE is refused before it parses
 * ({@link PrologCheckedValueParser}), the limits are counted by its handler ({@link LimitingInputHandler}).
 * Reader and handler are reused.
 */
final class IsolatedSaxInputValueParser extends PrologCheckedValueParser {

    /** Crimson's exception for input that ends inside the document (an {@code IOException}, in Crimson's loader). */
    static final String CRIMSON_END_OF_INPUT = "org.apache.crimson.parser.EndOfInputException";
    static final String TRUNCATED = "the document ends before its root element does";

    private final ParserPool<Sax> pool;
    private final String name;

    /** Uses {@code readerClass} (a public no-argument {@link XMLReader}) from {@code loader}. */
    IsolatedSaxInputValueParser(ClassLoader loader, String readerClass) {
        this.name = readerClass + " from " + loader.getName();
        this.pool = new ParserPool<>(() -> new Sax(newReader(loader, readerClass)));
        pool.giveBack(pool.take()); // fail now, at startup, if the class is missing
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    String parse(InputSource source) throws RejectedRequestException, IOException {
        return pool.use(sax -> sax.parse(source));
    }

    /** A namespace-aware reader that throws on errors and resolves nothing (there is no DOCTYPE to resolve from). */
    static XMLReader newReader(ClassLoader loader, String readerClass) {
        XMLReader reader;
        try {
            reader = (XMLReader) Class.forName(readerClass, true, loader).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            throw new IllegalStateException("cannot create " + readerClass + ": " + e, e);
        }
        try {
            reader.setFeature(SecureParsers.NAMESPACES, true);
            reader.setFeature(SecureParsers.NAMESPACE_PREFIXES, false);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            throw new IllegalStateException(readerClass + " is not a namespace-aware SAX2 parser: " + e.getMessage(), e);
        }
        // Second line of defence behind the DOCTYPE check, where the old parser knows the features at all.
        optionalFeature(reader, SecureParsers.EXTERNAL_GENERAL_ENTITIES, false);
        optionalFeature(reader, SecureParsers.EXTERNAL_PARAMETER_ENTITIES, false);
        optionalFeature(reader, SecureParsers.LOAD_EXTERNAL_DTD, false);
        reader.setErrorHandler(SecureParsers.throwingErrorHandler());
        reader.setEntityResolver(SecureParsers.refusingEntityResolver());
        return reader;
    }

    private static void optionalFeature(XMLReader reader, String name, boolean value) {
        try {
            reader.setFeature(name, value);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            // Crimson knows none of these; Xerces 1.4.4 some. The DOCTYPE check is what protects them.
        }
    }

    /** A reader and its handler, used by one request at a time. */
    private static final class Sax {
        private final XMLReader reader;
        private final LimitingInputHandler handler = new LimitingInputHandler();

        Sax(XMLReader reader) {
            this.reader = reader;
            reader.setContentHandler(handler);
        }

        String parse(InputSource source) throws RejectedRequestException, IOException {
            handler.clear();
            try {
                reader.parse(source);
            } catch (SAXException e) {
                if (isCrimsonEndOfInput(e.getException())) {
                    throw Reasons.of(TRUNCATED, -1, -1);
                }
                throw Reasons.of(e);
            } catch (CharConversionException | UTFDataFormatException e) {
                throw Reasons.ioFailure(asCharConversion(e)); // bytes not in the declared encoding
            } catch (IOException e) {
                if (isCrimsonEndOfInput(e)) {
                    throw Reasons.of(TRUNCATED, -1, -1);
                }
                throw e;
            }
            return handler.input.result();
        }
    }

    /**
     * Crimson reports a document cut short as an I/O failure of its own (bare or inside a SAXException): the
     * request is at fault, not the connection. Its class is in Crimson's loader, hence the name.
     */
    static boolean isCrimsonEndOfInput(Throwable e) {
        return e != null && CRIMSON_END_OF_INPUT.equals(e.getClass().getName());
    }

    /** Xerces 1 reports bad UTF-8 as {@link UTFDataFormatException}: bad input like any encoding error. */
    static CharConversionException asCharConversion(IOException e) {
        return e instanceof CharConversionException c ? c : new CharConversionException(e.getMessage());
    }
}
