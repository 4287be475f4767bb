package org.echosoap.client.scenario;

/**
 * One thing the client can drive: a path under the target, the request it sends (prepared once as bytes) and
 * how it checks the answer.
 *
 * @param name        the row name in tables and result files ({@code null}, {@code EchoFloat}, {@code spin})
 * @param path        path below the target, e.g. {@code /services/EchoFloat}
 * @param requestBody request bytes, sent as they are on every request; do not modify
 * @param contentType the request's Content-Type
 * @param soapAction  the SOAPAction header value (quotes included) or null for none
 * @param check       how answers are verified
 */
public record Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                       ResponseCheck check) {
}
