package org.echosoap.client.scenario.service;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.template.RenderedMessages;

/**
 * What a user says about their own service ({@code run --url ...}).
 *
 * @param url            the service's endpoint, e.g. {@code http://host:8080/orders/services/OrderService}
 * @param requests       the request files, sent in this order, in turn
 * @param soapAction     the action (without quotes), or null for none
 * @param headers        further request headers, sent to the service and the baseline alike
 * @param soapVersion    the forced SOAP version, or null to detect it from each request's envelope
 * @param baseline       {@code none}, a baseline URL on the same host and port, or null for echosoap's default
 * @param expectContains texts every answer must contain
 * @param expectXpath    XPath expectations every answer must meet
 * @param templated      messages rendered from a request template (sent in turn instead of {@code requests}), or null
 */
public record ServiceSpec(URI url, List<Path> requests, String soapAction, List<Endpoint.Header> headers,
                          SoapVersion soapVersion, String baseline, List<String> expectContains,
                          List<XPathExpectation> expectXpath, RenderedMessages templated) {

    /** Where echosoap's null baseline is when echosoap.war is deployed next to the service. */
    public static final String DEFAULT_BASELINE_PATH = "/echosoap/baseline/null";

    public ServiceSpec {
        if (templated != null && !requests.isEmpty()) {
            throw new IllegalArgumentException("give --request/--requests or --template, not both");
        }
        requests = List.copyOf(requests);
        headers = List.copyOf(headers);
        expectContains = List.copyOf(expectContains);
        expectXpath = List.copyOf(expectXpath);
    }

    /** Fixed request files only, no template. */
    public ServiceSpec(URI url, List<Path> requests, String soapAction, List<Endpoint.Header> headers,
                       SoapVersion soapVersion, String baseline, List<String> expectContains,
                       List<XPathExpectation> expectXpath) {
        this(url, requests, soapAction, headers, soapVersion, baseline, expectContains, expectXpath, null);
    }

    /** {@code scheme://host:port} of the service: what the client connects to, for the service and baseline. */
    public URI origin() {
        return URI.create(url.getScheme() + "://" + url.getRawAuthority());
    }

    /** Whether the user asked for no baseline. */
    public boolean noBaseline() {
        return "none".equalsIgnoreCase(baseline);
    }
}
