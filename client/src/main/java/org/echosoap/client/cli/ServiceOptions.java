package org.echosoap.client.cli;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.service.ServiceScenario;
import org.echosoap.client.scenario.service.ServiceSpec;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.client.scenario.service.XPathExpectation;
import org.echosoap.client.scenario.template.RenderedMessages;
import org.echosoap.client.scenario.template.TemplateSource;
import picocli.CommandLine.Option;

/** {@code run}'s options for measuring a user's own service ({@code --url} and what goes with it). */
final class ServiceOptions {

    @Option(names = "--url", paramLabel = "URL", order = 40,
            description = "Your SOAP service's endpoint, e.g. http://127.0.0.1:8080/orders/services/OrderService")
    URI url;

    @Option(names = "--request", paramLabel = "FILE", order = 41,
            description = "A request to send (a whole SOAP envelope); repeat for several, sent in turn")
    List<Path> request = new ArrayList<>();

    @Option(names = "--requests", paramLabel = "DIR", order = 42,
            description = "Every *.xml in DIR as a request, by file name, after any --request")
    Path requests;

    @Option(names = "--soap-action", paramLabel = "ACTION", order = 43,
            description = "The SOAP action: SOAPAction header (1.1) or the action parameter (1.2); default none")
    String soapAction;

    @Option(names = "--header", paramLabel = "'Name: value'", order = 44,
            description = "Another request header (auth, cookies), sent to the service and the baseline; repeatable")
    List<String> header = new ArrayList<>();

    @Option(names = "--soap-version", paramLabel = "1.1|1.2", order = 45,
            description = "Default: from each request's envelope namespace")
    String soapVersion;

    @Option(names = "--baseline-url", paramLabel = "URL|none", order = 46,
            description = "Default: /echosoap/baseline/null on the service's host and port, sized to its answers; "
                    + "none = no subtraction (no cost)")
    String baseline;

    @Option(names = "--expect-xpath", paramLabel = "EXPR=VALUE", order = 47,
            description = "Every answer's XPath EXPR must equal VALUE, e.g. \"//*[local-name()='total']=42.50\"; "
                    + "repeatable")
    List<String> expectXpath = new ArrayList<>();

    @Option(names = "--expect-contains", paramLabel = "TEXT", order = 48,
            description = "Every answer must contain TEXT; repeatable (answers are always checked for status 200 and "
                    + "no SOAP Fault)")
    List<String> expectContains = new ArrayList<>();

    @Option(names = "--template", paramLabel = "FILE", order = 49,
            description = "A request template instead of --request: a SOAP envelope with $${NAME} (a --data column, "
                    + "XML-escaped), $${raw:NAME}, $${seq}, $${random.int(MIN,MAX)}, $${random.uuid}, "
                    + "$${random.string(N)}; $$$${ is a literal $${. Rendered before "
                    + "measuring, sent in turn")
    Path template;

    @Option(names = "--data", paramLabel = "CSV", order = 50,
            description = "The template's data: RFC 4180 CSV, UTF-8, a header row naming the columns")
    Path data;

    @Option(names = "--data-messages", paramLabel = "N", order = 51,
            description = "Messages to render from the template (default: one per --data row, else "
                    + RenderedMessages.DEFAULT_GENERATED_MESSAGES + "); rows are reused in turn")
    Integer dataMessages;

    @Option(names = "--seed", paramLabel = "N", order = 52,
            description = "Seed of the template's random values (default " + RenderedMessages.DEFAULT_SEED
                    + ": two runs send the same messages)")
    Long seed;

    /** Whether any option other than --url was given. */
    boolean given() {
        return firstGiven() != null;
    }

    /** The first option given that only --url uses, for the error that says so. */
    String firstGiven() {
        return !request.isEmpty() ? "--request" : requests != null ? "--requests" : soapAction != null ? "--soap-action"
                : !header.isEmpty() ? "--header" : soapVersion != null ? "--soap-version"
                : baseline != null ? "--baseline-url" : !expectXpath.isEmpty() ? "--expect-xpath"
                : !expectContains.isEmpty() ? "--expect-contains" : template != null ? "--template"
                : data != null ? "--data" : dataMessages != null ? "--data-messages" : seed != null ? "--seed" : null;
    }

    /** @param connections the run's connections: each keeps its own copy of a template's rendered messages */
    ServiceSpec toSpec(int connections) {
        if (url.getScheme() == null || !url.getScheme().equals("http") || url.getHost() == null) {
            throw new IllegalArgumentException("--url must be an http URL like "
                    + "http://127.0.0.1:8080/orders/services/OrderService, got '" + url + "'");
        }
        List<Endpoint.Header> headers = new ArrayList<>();
        for (String h : header) {
            int colon = h.indexOf(':');
            if (colon <= 0 || h.substring(0, colon).isBlank() || !h.substring(0, colon).strip().matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+")) {
                throw new IllegalArgumentException("--header takes 'Name: value', got '" + h + "'");
            }
            String name = h.substring(0, colon).strip();
            if (name.equalsIgnoreCase("Content-Length") || name.equalsIgnoreCase("Host")
                    || name.equalsIgnoreCase("Transfer-Encoding") || name.equalsIgnoreCase("Connection")) {
                throw new IllegalArgumentException("--header " + name + " is set by the client itself");
            }
            headers.add(new Endpoint.Header(name, h.substring(colon + 1).strip()));
        }
        List<XPathExpectation> xpaths = expectXpath.stream().map(XPathExpectation::parse).toList();
        SoapVersion version = soapVersion == null ? null : SoapVersion.parse(soapVersion);
        if (template == null) {
            String templateOption = data != null ? "--data" : dataMessages != null ? "--data-messages"
                    : seed != null ? "--seed" : null;
            if (templateOption != null) {
                throw new IllegalArgumentException(templateOption + " belongs to --template (a request template)");
            }
            return new ServiceSpec(url, ServiceScenario.requestFiles(request, requests), soapAction, headers,
                    version, baseline, expectContains, xpaths);
        }
        if (!request.isEmpty() || requests != null) {
            throw new IllegalArgumentException("give --request/--requests (fixed requests) or --template, not both");
        }
        RenderedMessages rendered = new TemplateSource(template, data, dataMessages, seed).render(1 + connections);
        return new ServiceSpec(url, List.of(), soapAction, headers, version, baseline, expectContains, xpaths,
                rendered);
    }
}
