package org.echosoap.server.variant;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import org.echosoap.server.xml.DoctypeRefusedException;
import org.echosoap.server.xml.PrologDoctypeCheck;
import org.xml.sax.InputSource;

/**
 * The end-of-life parsers (Crimson, Xerces 1), which cannot switch DTDs off and expand entities without limit: the
 * prolog is checked first ({@link PrologDoctypeCheck}), a DOCTYPE is refused before the parser reads a byte, and
 * then the parser gets the whole document, streamed, as a SAX {@link InputSource}.
 */
abstract class PrologCheckedValueParser implements InputValueParser {

    @Override
    public final String fromStream(InputStream body) throws RejectedRequestException, IOException {
        InputStream checked;
        try {
            checked = PrologDoctypeCheck.refuseDoctype(body);
        } catch (DoctypeRefusedException e) {
            throw Reasons.of(e);
        }
        return parse(new InputSource(checked));
    }

    @Override
    public final String fromReader(Reader body) throws RejectedRequestException, IOException {
        Reader checked;
        try {
            checked = PrologDoctypeCheck.refuseDoctype(body);
        } catch (DoctypeRefusedException e) {
            throw Reasons.of(e);
        }
        return parse(new InputSource(checked));
    }

    /** Parses the whole document from {@code source}, whose prolog has no DOCTYPE; see {@link InputValueParser}. */
    abstract String parse(InputSource source) throws RejectedRequestException, IOException;
}
