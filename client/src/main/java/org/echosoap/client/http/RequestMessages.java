package org.echosoap.client.http;

import java.net.URI;
import java.nio.ByteBuffer;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.echosoap.client.scenario.Endpoint;

/**
 * The request of each endpoint as HttpCore 5 messages, built once per endpoint and connection and sent as such every
 * time: POST to the target's path plus the endpoint's, Host, Content-Type, Content-Length, SOAPAction when the
 * endpoint has one, the endpoint's own headers, {@code Connection: close} without keep-alive. Shared by the blocking
 * core transport (which writes the message) and the event loop's (which writes its bytes).
 */
final class RequestMessages {

    private final String pathPrefix;
    private final String hostHeader;
    private final boolean keepAlive;

    RequestMessages(URI target, String hostHeader, boolean keepAlive) {
        this.pathPrefix = target.getRawPath() == null ? "" : target.getRawPath();
        this.hostHeader = hostHeader;
        this.keepAlive = keepAlive;
    }

    /** The endpoint's request, head and repeatable body. */
    ClassicHttpRequest request(Endpoint endpoint) {
        ClassicHttpRequest r = new BasicClassicHttpRequest("POST", pathPrefix + endpoint.path());
        r.addHeader(HttpHeaders.HOST, hostHeader);
        r.addHeader(HttpHeaders.CONTENT_TYPE, endpoint.contentType());
        r.addHeader(HttpHeaders.CONTENT_LENGTH, Integer.toString(endpoint.requestBody().length));
        if (endpoint.soapAction() != null) {
            r.addHeader("SOAPAction", endpoint.soapAction());
        }
        endpoint.headers().forEach(h -> r.addHeader(h.name(), h.value()));
        if (!keepAlive) {
            r.addHeader(HttpHeaders.CONNECTION, "close");
        }
        r.setEntity(new ByteArrayEntity(endpoint.requestBody(), ContentType.parse(endpoint.contentType())));
        return r;
    }

    /** The endpoint's whole request, head and body, in a direct buffer ready to write (rewind it to send again). */
    ByteBuffer bytes(Endpoint endpoint) {
        byte[] head = PreformattedRequestWriter.format(request(endpoint));
        byte[] body = endpoint.requestBody();
        return ByteBuffer.allocateDirect(head.length + body.length).put(head).put(body).flip();
    }
}
