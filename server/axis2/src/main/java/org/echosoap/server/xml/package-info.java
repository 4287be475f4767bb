/**
 * Secure parser set-ups for untrusted request bodies, one per parser the variants compare: Xerces2 DOM and SAX
 * (JAXP, Apache's own {@code org.apache.xerces.jaxp} classes, not the JDK's internal copy), Xerces2's native XNI
 * pull configuration, and Woodstox StAX (the parser Axis2 itself reads with).
 *
 * <p>Every one of them refuses a DOCTYPE outright, loads no external DTD, resolves no external general or
 * parameter entity (a resolver that refuses is installed as a second line of defence), and runs with secure
 * processing limits where the parser has them. A request with a DOCTYPE is therefore rejected before anything
 * it names is read: no file, no URL, no entity expansion (XXE and "billion laughs" fail at the DOCTYPE).
 *
 * <p>The end-of-life parsers of seed 001 (Crimson 1.1.3, Xerces-J 1.4.4) have no switch for DTDs:
 * {@link org.echosoap.server.xml.PrologDoctypeCheck} refuses a DOCTYPE before they read the document, and
 * {@link org.echosoap.server.xml.IsolatedParserLoader} keeps each in a class loader of its own over the JDK.
 *
 * <p>Every class is instantiated by name or constructor, never through JAXP's {@code META-INF/services}
 * discovery, so the JDK's default factories stay what Axis2 gets.
 */
package org.echosoap.server.xml;
