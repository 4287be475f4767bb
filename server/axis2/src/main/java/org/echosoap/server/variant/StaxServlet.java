package org.echosoap.server.variant;

/** {@code /variant/stax}: the echoFloat value found with Woodstox StAX; see {@link StaxInputValueParser}. */
public class StaxServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public StaxServlet() {
        super(new StaxInputValueParser());
    }
}
