package org.echosoap.server.variant;

/** {@code /variant/jdom}: the echoFloat value found with JDOM 2 on a Xerces2 SAX builder; see {@link JdomInputValueParser}. */
public class JdomServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public JdomServlet() {
        super(new JdomInputValueParser());
    }
}
