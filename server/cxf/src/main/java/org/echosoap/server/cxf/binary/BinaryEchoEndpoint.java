package org.echosoap.server.cxf.binary;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import org.echosoap.server.binary.BinaryContract;
import org.echosoap.server.cxf.faults.ClientFault;

/**
 * The binary echo contract on CXF, code first: JAX-WS's default wrapped mapping of these methods is BinaryEcho.wsdl
 * (wrapper elements in {@value BinaryContract#NAMESPACE}, unqualified {@code data}, {@code length} and
 * {@code return}, SOAPAction ""). {@code byte[]} is {@code xsd:base64Binary}: JAXB reads base64 text or an XOP
 * attachment into it and, on the MTOM endpoint, writes the answer's bytes as an attachment.
 */
@WebService(name = "BinaryEchoPortType", serviceName = "BinaryEcho", portName = "BinaryEchoSoap11Port",
        targetNamespace = BinaryContract.NAMESPACE)
public class BinaryEchoEndpoint {

    @WebMethod
    @WebResult(name = "return")
    public byte[] echoBinary(@WebParam(name = "data") byte[] data) {
        return checked("echoBinary", data);
    }

    @WebMethod
    @WebResult(name = "return")
    public int sendBinary(@WebParam(name = "data") byte[] data) {
        return checked("sendBinary", data).length;
    }

    @WebMethod
    @WebResult(name = "return")
    public byte[] getBinary(@WebParam(name = "length") int length) {
        String bad = BinaryContract.badLength(length);
        if (bad != null) {
            throw new ClientFault(bad);
        }
        return BinaryContract.pattern(length);
    }

    private static byte[] checked(String operation, byte[] data) {
        if (data == null) {
            throw new ClientFault(operation + " needs a <data> element holding xsd:base64Binary");
        }
        String tooLarge = BinaryContract.tooLarge(operation, data.length);
        if (tooLarge != null) {
            throw new ClientFault(tooLarge);
        }
        return data;
    }
}
