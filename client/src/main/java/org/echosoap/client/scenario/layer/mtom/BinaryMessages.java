package org.echosoap.client.scenario.layer.mtom;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The binary echo contract's requests (BinaryEcho.wsdl, namespace {@value #NAMESPACE}): each operation as SOAP 1.1
 * with the bytes as base64 text, or as an MTOM/XOP package ({@code multipart/related; type="application/xop+xml"}:
 * the envelope as the root part, {@code <data>} holding an {@code xop:Include} of the binary part). Both forms carry
 * the same payload; built once per run, outside the timed span.
 *
 * <pre>{@code
 * BinaryMessages.Request r = BinaryMessages.mtom(BinaryMessages.Operation.ECHO, BinaryMessages.pattern(1000));
 * r.contentType();   // multipart/related; type="application/xop+xml"; boundary="..."; start="<root@echosoap>"; ...
 * }</pre>
 */
public final class BinaryMessages {

    /** The contract's namespace. */
    public static final String NAMESPACE = "urn:echosoap:binary";
    /** Below a stack's context: the service that answers in base64 text, and the one that answers with MTOM. */
    public static final String BASE64_PATH = "/services/BinaryEcho";
    public static final String MTOM_PATH = "/services/BinaryEchoMtom";

    /** SOAPAction of every operation (dispatch is by the Body's element). */
    public static final String SOAP_ACTION = "\"\"";
    static final String TEXT_XML = "text/xml; charset=UTF-8";
    /** The boundary of our requests: ASCII that cannot occur in the pattern's bytes (they rise by one each). */
    static final String BOUNDARY = "MIMEBoundary_echosoap_binary";
    static final String ROOT_ID = "root@echosoap";
    static final String DATA_ID = "data@echosoap";

    /** The three operations: both directions, upload only, download only. */
    public enum Operation {
        ECHO("echoBinary"), SEND("sendBinary"), GET("getBinary");

        private final String element;

        Operation(String element) {
            this.element = element;
        }

        /** The operation's element and name ({@code echoBinary}). */
        public String element() {
            return element;
        }

        /** The operation called {@code name}, or null. */
        public static Operation byName(String name) {
            for (Operation o : values()) {
                if (o.element.equals(name)) {
                    return o;
                }
            }
            return null;
        }
    }

    /** A request body and its Content-Type. */
    public record Request(byte[] body, String contentType) {
    }

    private BinaryMessages() {
    }

    /**
     * The payload of a run: byte {@code i} is {@code i % 251}, the same bytes as the server's getBinary answers
     * (server/common {@code BinaryContract.pattern}), so every operation's answer is known in advance.
     */
    public static byte[] pattern(int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
    }

    /** {@code operation} with {@code data} (or, for getBinary, its length) as plain SOAP 1.1, base64 text. */
    public static Request base64(Operation operation, byte[] data) {
        String inner = operation == Operation.GET ? "<length>" + data.length + "</length>"
                : "<data>" + Base64.getEncoder().encodeToString(data) + "</data>";
        return new Request(envelope(operation, inner), TEXT_XML);
    }

    /**
     * {@code operation} with {@code data} as an MTOM/XOP package. getBinary carries no bytes: its request is an XOP
     * package of the root part alone, which is how a client asks Metro for an MTOM answer (Metro answers in the
     * request's form; Axis2 and CXF answer MTOM on the MTOM service whatever the request).
     */
    public static Request mtom(Operation operation, byte[] data) {
        boolean withPart = operation != Operation.GET;
        String inner = withPart ? "<data><xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/include\" href=\"cid:"
                + DATA_ID + "\"/></data>" : "<length>" + data.length + "</length>";
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length + 1024);
        write(out, "--" + BOUNDARY + "\r\nContent-Type: application/xop+xml; charset=UTF-8; type=\"text/xml\"\r\n"
                + "Content-Transfer-Encoding: binary\r\nContent-ID: <" + ROOT_ID + ">\r\n\r\n");
        out.writeBytes(envelope(operation, inner));
        if (withPart) {
            write(out, "\r\n--" + BOUNDARY + "\r\nContent-Type: application/octet-stream\r\n"
                    + "Content-Transfer-Encoding: binary\r\nContent-ID: <" + DATA_ID + ">\r\n\r\n");
            out.writeBytes(data);
        }
        write(out, "\r\n--" + BOUNDARY + "--\r\n");
        return new Request(out.toByteArray(), mtomContentType());
    }

    /** The Content-Type of our MTOM requests. */
    static String mtomContentType() {
        return "multipart/related; type=\"application/xop+xml\"; boundary=\"" + BOUNDARY + "\"; start=\"<" + ROOT_ID
                + ">\"; start-info=\"text/xml\"";
    }

    private static byte[] envelope(Operation operation, String inner) {
        return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\""
                + "http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body><b:" + operation.element()
                + " xmlns:b=\"" + NAMESPACE + "\">" + inner + "</b:" + operation.element()
                + "></soapenv:Body></soapenv:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    private static void write(ByteArrayOutputStream out, String ascii) {
        out.writeBytes(ascii.getBytes(StandardCharsets.US_ASCII));
    }
}
