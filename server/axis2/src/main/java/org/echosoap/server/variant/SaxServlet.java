package org.echosoap.server.variant;

/** {@code /variant/sax}: the echoFloat value found with Xerces2 SAX; see {@link SaxInputValueParser}. */
public class SaxServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public SaxServlet() {
        super(new SaxInputValueParser());
    }
}
