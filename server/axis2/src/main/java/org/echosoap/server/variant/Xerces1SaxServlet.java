package org.echosoap.server.variant;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;

/**
 * {@code /variant/xerces1-sax}: the echoFloat value found with Xerces 1.4.4's SAX parser (end of life), from its own
 * class loader, the DOCTYPE refused before it parses; see {@link IsolatedSaxInputValueParser}.
 */
public class Xerces1SaxServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    /** Xerces 1's SAX2 reader (the same class name as Xerces2's: hence the class loader of its own). */
    static final String READER = "org.apache.xerces.parsers.SAXParser";

    @Override
    protected InputValueParser createParser(ServletContext context) throws ServletException {
        return new IsolatedSaxInputValueParser(OldParsers.of(context).xerces1(), READER);
    }
}
