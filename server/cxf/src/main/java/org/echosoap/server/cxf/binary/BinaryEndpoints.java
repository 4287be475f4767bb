package org.echosoap.server.cxf.binary;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.cxf.Bus;
import org.apache.cxf.attachment.AttachmentDeserializer;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.message.Message;
import org.echosoap.server.binary.BinaryContract;
import org.echosoap.server.cxf.faults.ContractWording;

/**
 * Publishes the binary echo contract twice under {@code /services/}: {@value BinaryContract#BASE64_SERVICE} (MTOM
 * off: answers carry base64 text) and {@value BinaryContract#MTOM_SERVICE} (MTOM on: the answer's bytes are an
 * attachment). CXF reads MTOM requests on both. An attachment larger than the contract's limit is refused by CXF's
 * attachment reader while it streams ({@code attachment-max-size}), before the service sees it; attachments above
 * CXF's memory threshold (100 KiB) are cached in temporary files, so memory stays bounded by that threshold per part.
 */
public final class BinaryEndpoints {

    /** The service names, for the servlet's gate. */
    public static final List<String> NAMES = List.of(BinaryContract.BASE64_SERVICE, BinaryContract.MTOM_SERVICE);

    private BinaryEndpoints() {
    }

    public static List<EndpointImpl> publish(Bus bus) {
        return List.of(publish(bus, BinaryContract.BASE64_SERVICE, false),
                publish(bus, BinaryContract.MTOM_SERVICE, true));
    }

    private static EndpointImpl publish(Bus bus, String name, boolean mtom) {
        EndpointImpl endpoint = new EndpointImpl(bus, new BinaryEchoEndpoint());
        Map<String, Object> properties = new HashMap<>();
        properties.put(ContractWording.KEY, ContractWording.DEFAULT);
        properties.put(Message.MTOM_ENABLED, mtom);
        properties.put(AttachmentDeserializer.ATTACHMENT_MAX_SIZE, (long) BinaryContract.maxDataBytes());
        endpoint.setProperties(properties);
        endpoint.publish("/" + name);
        return endpoint;
    }
}
