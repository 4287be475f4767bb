/**
 * What stands in front of Axis 1.4: {@link org.echosoap.server.axis1.gate.Axis1RequestGate}, a filter that answers the
 * HTTP refusals every stack gives (404, 405, 415), reads the body into memory and scans it once with the JDK's StAX
 * parser (no DTD support: a DOCTYPE is refused before anything in it is read; XmlLimits on depth, element count and
 * attributes), checks the SOAP version against the Content-Type and the Body's operation element against the
 * service's WSDL and the SOAPAction, and only then lets Axis parse it. Axis 1.4's SAX parsing admits DTDs in
 * principle (it refuses them late, after its parser has seen them) and builds the whole envelope as objects, so
 * nothing hostile may reach it.
 */
package org.echosoap.server.axis1.gate;
