package org.echosoap.server.metro.binary;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import org.echosoap.server.binary.BinaryContract;
import org.echosoap.server.metro.fault.RequestFault;

/**
 * The binary echo contract on Metro, code first: JAX-WS's default wrapped mapping of these methods is
 * BinaryEcho.wsdl (wrapper elements in {@value BinaryContract#NAMESPACE}, unqualified {@code data}, {@code length}
 * and {@code return}, SOAPAction ""). sun-jaxws.xml deploys it twice: {@code /services/BinaryEcho} as it is, and
 * {@code /services/BinaryEchoMtom} with {@code enable-mtom="true"}, where JAXB writes the answer's {@code byte[]} as
 * an XOP attachment. Metro reads MTOM requests on both.
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
            throw RequestFault.client(bad);
        }
        return BinaryContract.pattern(length);
    }

    private static byte[] checked(String operation, byte[] data) {
        if (data == null) {
            // Metro also binds an xop:Include of a part the message does not have (or has cut short) as no data.
            throw RequestFault.client(operation + " needs a <data> element holding xsd:base64Binary or an "
                    + "xop:Include of a part the message has");
        }
        String tooLarge = BinaryContract.tooLarge(operation, data.length);
        if (tooLarge != null) {
            throw RequestFault.client(tooLarge);
        }
        return data;
    }
}
