/**
 * Parser variants (seeds 000/001/004): plain servlets that answer the seed echoFloat request with exactly Axis2's
 * response bytes and framing, each finding the {@code input} value ({@code http://tempuri.org/}) with a different
 * XML parser and copying it into the answer as is (no float conversion, as in the seed: "in all others the data
 * was simply copied as is"). Subtracting a variant from Axis2's EchoFloat shows what the SOAP stack costs beyond
 * parsing; subtracting {@code /baseline/null} from a variant shows what the parse itself costs.
 *
 * <table>
 *   <caption>Endpoints</caption>
 *   <tr><th>path</th><th>parser</th></tr>
 *   <tr><td>{@code /variant/dom}</td><td>Xerces2 DOM ({@code org.apache.xerces.jaxp.DocumentBuilderFactoryImpl}),
 *       namespace-aware, Xerces' default deferred DOM</td></tr>
 *   <tr><td>{@code /variant/sax}</td><td>Xerces2 SAX ({@code org.apache.xerces.jaxp.SAXParserFactoryImpl})</td></tr>
 *   <tr><td>{@code /variant/stax}</td><td>Woodstox ({@code com.ctc.wstx.stax.WstxInputFactory}), the StAX parser
 *       Axiom and so Axis2 itself read with</td></tr>
 *   <tr><td>{@code /variant/xni}</td><td>Xerces2 native XNI: {@code org.apache.xerces.parsers.NonValidatingConfiguration}
 *       (the seed's "non-validating configuration") driven as an {@code XMLPullParserConfiguration}:
 *       {@code setInputSource}, {@code parse(false)} until done, {@code cleanup()}</td></tr>
 *   <tr><td>{@code /variant/jdom}</td><td>JDOM 2's {@code SAXBuilder} over the secure Xerces2 SAX reader</td></tr>
 *   <tr><td>{@code /variant/xpp}</td><td>XPP3's {@code MXParser} (the XmlPull reference parser), token by token</td></tr>
 *   <tr><td>{@code /variant/crimson}</td><td>Crimson 1.1.3 SAX, END OF LIFE, from its own class loader
 *       ({@link org.echosoap.server.variant.OldParsers})</td></tr>
 *   <tr><td>{@code /variant/xerces1-dom}, {@code /variant/xerces1-sax}</td><td>Xerces-J 1.4.4 DOM and SAX, END OF
 *       LIFE, from their own class loader</td></tr>
 * </table>
 *
 * <p>The end-of-life parsers cannot switch DTDs off: their DOCTYPE is refused before they parse
 * ({@link org.echosoap.server.xml.PrologDoctypeCheck}), and the limits they lack are counted by the variant
 * ({@code DocumentLimits}).
 *
 * <p>Input mode, {@code ?input=stream|preread} (default {@code stream}; anything else is a one-line 400), after
 * seed 004: {@code stream} hands the request's {@code InputStream} to the parser (encoding from the XML
 * declaration); {@code preread} reads the whole body into a {@code byte[]}, decodes it to a {@code String} as
 * UTF-8 and parses that through a {@code StringReader}.
 *
 * <p>Every variant parses the whole document (a truncated request is an error for all of them, as for Axis2),
 * checks that the SOAP Body's first element is {@code {http://tempuri.org/}echoFloat} (as Axis2's EchoFloat does,
 * with the same reason; the variants do not check the envelope itself, see {@code OperationElement}), takes the
 * character data of the first {@code {http://tempuri.org/}input} element (descendants included, like
 * DOM's {@code getTextContent}; entity and character references decoded) and writes it back XML-escaped (a
 * no-op for any number). Parsers come from {@link org.echosoap.server.xml.SecureParsers}: a DOCTYPE (and with
 * it any XXE or entity-expansion attempt) is refused before anything it names is read. Parser instances are
 * reused where the API allows (DOM builder, SAX reader, XNI configuration: a small lock-free pool per servlet,
 * one instance per concurrent request, rather than {@code ThreadLocal}s that would outlive the webapp in Tomcat's
 * threads); Woodstox shares one thread-safe factory and creates a reader per request (StAX readers cannot be
 * re-pointed at new input). Bad input (malformed XML, a DOCTYPE, another operation element, no
 * {@code input} element) gets an HTTP 500 SOAP 1.1 Fault with faultcode {@code soapenv:Client} and a one-line
 * reason without Java class names.
 */
package org.echosoap.server.variant;
