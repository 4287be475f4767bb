package org.echosoap.server.variant;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * Parses a whole echoFloat request with one particular XML parser, checks that the SOAP Body's first element is
 * {@code {http://tempuri.org/}echoFloat} ({@link OperationElement}) and returns the character data of the
 * document's first {@code {http://tempuri.org/}input} element. Implementations are thread-safe: each request
 * parses with a parser instance of its own, taken from and given back to a pool of idle instances.
 *
 * <pre>{@code
 * String value = new SaxInputValueParser().fromStream(request.getInputStream());   // "3.14159" for the seed
 * }</pre>
 */
public interface InputValueParser {

    /** The namespace of the seed's {@code input} element. */
    String TEMPURI = "http://tempuri.org/";

    /** The local name of the element whose text is echoed. */
    String INPUT = "input";

    /** The reason given when the document parses but has no {@code input} element. */
    String NO_INPUT = "echoFloat needs an <input> element in namespace " + TEMPURI;

    /** Parses bytes; the parser detects the encoding (XML declaration or BOM, else UTF-8). */
    String fromStream(InputStream body) throws RejectedRequestException, IOException;

    /** Parses characters (the preread mode's {@code StringReader}). */
    String fromReader(Reader body) throws RejectedRequestException, IOException;
}
