/**
 * The contract's {@code xsd:int}, {@code xsd:double}, {@code xsd:float} and {@code xsd:base64Binary} conversions,
 * the same on every stack: exactly the XML Schema lexical spaces (stricter than Java's and JAXB's parsers), printed
 * as {@code Integer/Double/Float.toString} with {@code INF}, {@code -INF}, {@code NaN}, and a refused value's one-line
 * reason ({@link org.echosoap.server.contract.xsd.RefusedXsdValue}). Axis2 calls the converters directly; CXF and
 * Metro through their JAXB binding files ({@link org.echosoap.server.contract.xsd.BoxedXsd}).
 */
package org.echosoap.server.contract.xsd;
