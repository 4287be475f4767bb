package org.echosoap.server.variant;

/** {@code /variant/dom}: the echoFloat value found with Xerces2 DOM; see {@link DomInputValueParser}. */
public class DomServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public DomServlet() {
        super(new DomInputValueParser());
    }
}
