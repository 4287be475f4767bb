package org.echosoap.server.variant;

/** {@code /variant/xpp}: the echoFloat value found with XPP3, the XmlPull reference parser; see {@link XppInputValueParser}. */
public class XppServlet extends VariantServlet {

    private static final long serialVersionUID = 1L;

    public XppServlet() {
        super(new XppInputValueParser());
    }
}
