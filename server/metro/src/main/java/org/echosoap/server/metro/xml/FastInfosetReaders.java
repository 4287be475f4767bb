package org.echosoap.server.metro.xml;

import com.sun.xml.ws.encoding.fastinfoset.FastInfosetStreamReaderFactory;
import javax.xml.stream.XMLStreamException;
import org.echosoap.server.fastinfoset.RefusingFastInfosetParser;

/**
 * Makes Metro read the Fast Infoset request of the calling thread with a {@link RefusingFastInfosetParser}, so that
 * an unexpanded entity reference or a DTD declaration is a {@code Client} fault ({@link RefusedXml}) as a DOCTYPE is
 * on the text path, not dropped without a word. Call {@link #prepare()} on the request's thread before Metro reads it.
 *
 * <pre>{@code
 * FastInfosetReaders.prepare();  // then chain.doFilter(...): Metro decodes with the refusing parser
 * }</pre>
 *
 * <p>Why this way: Metro 4.0.5 makes its Fast Infoset parsers in a final factory, {@code
 * FastInfosetStreamReaderFactory}, which first takes the parser its thread-local pool holds (left there by {@code
 * doRecycle}) and makes a new one only when the pool is empty. Handing our parser to {@code doRecycle} puts it where
 * Metro looks, so Metro's codec, encoding of the answer and fault handling stay its own, the body is parsed once, and
 * the parser is reused per thread as Metro reuses its own. FastInfosetIT fails if a Metro release
 * stops taking it.
 */
public final class FastInfosetReaders {

    private static final ThreadLocal<Parser> PARSERS = ThreadLocal.withInitial(Parser::new);

    private FastInfosetReaders() {
    }

    /** Puts this thread's refusing parser in Metro's pool for the next Fast Infoset body read on this thread. */
    public static void prepare() {
        FastInfosetStreamReaderFactory.getInstance().doRecycle(PARSERS.get());
    }

    /**
     * The refusing parser, reporting what it refuses and every other parse error as {@link RefusedXml}: the
     * exception Metro answers with a {@code Client} fault and a one-line reason, while it reads the envelope and
     * inside the Body alike.
     */
    static final class Parser extends RefusingFastInfosetParser {

        @Override
        public int next() throws XMLStreamException {
            try {
                return super.next();
            } catch (XMLStreamException e) {
                throw RefusingStreamReader.refused(e);
            }
        }
    }
}
