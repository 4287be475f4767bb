/** The binary echo contract (BinaryEcho.wsdl) on Axis2: base64 text or MTOM attachments, one service class. */
package org.echosoap.server.services.binary;
