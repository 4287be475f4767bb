/**
 * The binary echo contract (BinaryEcho.wsdl: echoBinary, sendBinary, getBinary) shared by every stack that serves it:
 * its limits, the byte pattern getBinary answers with, and the strict base64 gate in front of the stacks.
 */
package org.echosoap.server.binary;
