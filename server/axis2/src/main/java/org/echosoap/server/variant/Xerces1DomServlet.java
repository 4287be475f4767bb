package org.echosoap.server.variant;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletException;

/**
 * {@code /variant/xerces1-dom}: the echoFloat value found with Xerces 1.4.4's DOM (end of life), from its own class
 * loader, the DOCTYPE refused before it parses; see {@link Xerces1DomInputValueParser}.
 */
public class Xerces1DomServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected InputValueParser createParser(ServletContext context) throws ServletException {
        return new Xerces1DomInputValueParser(OldParsers.of(context).xerces1());
    }
}
