package org.echosoap.server.variant;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;

/**
 * {@code /variant/crimson}: the echoFloat value found with Crimson 1.1.3's SAX parser (end of life), from its own class
 * loader, the DOCTYPE refused before it parses; see {@link IsolatedSaxInputValueParser}.
 */
public class CrimsonServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    /** Crimson's SAX2 reader. */
    static final String READER = "org.apache.crimson.parser.XMLReaderImpl";

    @Override
    protected InputValueParser createParser(ServletContext context) throws ServletException {
        return new IsolatedSaxInputValueParser(OldParsers.of(context).crimson(), READER);
    }
}
