/** The XML Schema conversions JAXB calls for the contracts' numbers and base64 (bound in src/main/jaxb). */
package org.echosoap.server.cxf.xsd;
