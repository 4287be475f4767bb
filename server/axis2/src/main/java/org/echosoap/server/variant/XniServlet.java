package org.echosoap.server.variant;

/**
 * {@code /variant/xni}: the echoFloat value found with Xerces2 native XNI (non-validating configuration, driven as
 * a pull parser); see {@link XniInputValueParser}.
 */
public class XniServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public XniServlet() {
        super(new XniInputValueParser());
    }
}
