/** The binary echo contract (BinaryEcho.wsdl) on Metro: one endpoint class, deployed with MTOM off and on. */
package org.echosoap.server.metro.binary;
