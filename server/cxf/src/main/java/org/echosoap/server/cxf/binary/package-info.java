/** The binary echo contract (BinaryEcho.wsdl) on CXF: one endpoint class, published with MTOM off and on. */
package org.echosoap.server.cxf.binary;
