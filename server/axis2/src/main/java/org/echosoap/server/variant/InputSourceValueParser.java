package org.echosoap.server.variant;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import org.xml.sax.InputSource;

/**
 * The variants whose parser reads a SAX {@link InputSource} (DOM and SAX): bytes and characters both arrive as one,
 * so each variant only says how it parses an {@code InputSource}.
 */
abstract class InputSourceValueParser implements InputValueParser {

    @Override
    public final String fromStream(InputStream body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    @Override
    public final String fromReader(Reader body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    /** Parses the whole document from {@code source}; see {@link InputValueParser}. */
    abstract String parse(InputSource source) throws RejectedRequestException, IOException;
}
