package org.echosoap.client.wsdl;

import com.predic8.schema.Element;
import com.predic8.soamodel.WrongGrammarException;
import com.predic8.wsdl.AbstractSOAPBinding;
import com.predic8.wsdl.Binding;
import com.predic8.wsdl.BindingOperation;
import com.predic8.wsdl.Definitions;
import com.predic8.wsdl.ExtensibilityOperation;
import com.predic8.wsdl.Port;
import com.predic8.wsdl.Service;
import com.predic8.wsdl.WSDLParser;
import java.io.FileNotFoundException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;
import org.echosoap.client.scenario.service.SoapVersion;

/**
 * A WSDL 1.1 document read with Membrane's soa-model, and the SOAP operations its ports offer.
 *
 * <pre>{@code
 * Wsdl wsdl = Wsdl.read("http://127.0.0.1:8080/echosoap/services/Latency?wsdl");
 * SoapOperation op = wsdl.operation("getString", null, null);   // WsdlException naming the others if unknown
 * String envelope = SampleRequests.create(wsdl, op);
 * }</pre>
 *
 * Why soa-model: it is maintained (releases on Maven Central, Apache License 2.0), parses WSDL 1.1 with its XML
 * Schemas including wsdl:import, xsd:import and xsd:include (from files and URLs), knows SOAP 1.1 and 1.2 bindings,
 * document/literal (wrapped or not) and rpc, and creates request templates from the schema, which is what a
 * hand-written generator would have to re-implement.
 */
public final class Wsdl {

    /** Connecting to a WSDL's host: generous for a real network, short enough to fail visibly. */
    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** The whole fetch of one document (the WSDL or one import), headers and body. */
    public static final Duration FETCH_TIMEOUT = Duration.ofSeconds(30);
    /** The largest document fetched: real WSDLs with their schemas are well below. */
    public static final long MAX_DOCUMENT_BYTES = 32L * 1024 * 1024;

    private final String source;
    private final Definitions definitions;

    private Wsdl(String source, Definitions definitions) {
        this.source = source;
        this.definitions = definitions;
    }

    /** The soa-model definitions (for {@link SampleRequests}). */
    Definitions definitions() {
        return definitions;
    }

    /** The URL or file it was read from, as given. */
    public String source() {
        return source;
    }

    /**
     * Reads a WSDL from an http(s) URL, a {@code file:} URL or a file path. Any failure is a {@link WsdlException}
     * with a one-line message: missing file, unreachable URL, HTTP error, not XML, not WSDL 1.1, a missing import.
     */
    public static Wsdl read(String source) {
        return read(source, CONNECT_TIMEOUT, FETCH_TIMEOUT);
    }

    static Wsdl read(String source, Duration connectTimeout, Duration fetchTimeout) {
        if (source == null || source.isBlank()) {
            throw new WsdlException("--wsdl needs a URL or a file");
        }
        String input = location(source);
        WSDLParser parser = new WSDLParser();
        parser.setResourceResolver(new BoundedResolver(connectTimeout, fetchTimeout, MAX_DOCUMENT_BYTES));
        Definitions d;
        try {
            d = parser.parse(input);
        } catch (Exception e) { // soa-model is Groovy: checked exceptions (XMLStreamException, IOException) arrive too
            throw translate(source, e);
        }
        return new Wsdl(source, d);
    }

    /** What soa-model is given: the URL as is, a file as an absolute path (relative imports resolve against it). */
    private static String location(String source) {
        String lower = source.toLowerCase(Locale.ROOT);
        if (lower.startsWith("http://") || lower.startsWith("https://")) {
            try {
                URI uri = new URI(source);
                if (uri.getHost() == null) {
                    throw new WsdlException("not a valid URL: " + source + " (no host)");
                }
            } catch (java.net.URISyntaxException e) {
                throw new WsdlException("not a valid URL: " + source + " (" + e.getReason() + ")");
            }
            return source;
        }
        Path file;
        try {
            file = lower.startsWith("file:") ? Path.of(URI.create(source)) : Path.of(source);
        } catch (IllegalArgumentException e) { // InvalidPathException, a bad file: URI
            throw new WsdlException("not a file or an http(s) URL: " + source);
        }
        if (!Files.exists(file)) {
            throw new WsdlException("no such file: " + source);
        }
        if (Files.isDirectory(file)) {
            throw new WsdlException(source + " is a directory, not a WSDL file");
        }
        if (!Files.isReadable(file)) {
            throw new WsdlException("cannot read " + source + " (permission denied)");
        }
        return file.toAbsolutePath().normalize().toString();
    }

    private static WsdlException translate(String source, Exception e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof WsdlException w) {
                return w;
            }
            if (t instanceof WrongGrammarException) {
                return new WsdlException("not a WSDL 1.1 document: " + source + " (" + firstLine(t) + ")", e);
            }
            if (t.getClass().getSimpleName().equals("WSDLVersion2NotSupportedException")) {
                return new WsdlException("WSDL 2.0 is not supported, only WSDL 1.1: " + source, e);
            }
            if (t instanceof XMLStreamException x) {
                return new WsdlException("not a WSDL: " + source + " is not well-formed XML (" + xmlError(x) + ")", e);
            }
            if (t instanceof FileNotFoundException) {
                return new WsdlException("cannot read a document the WSDL imports: " + firstLine(t), e);
            }
        }
        return new WsdlException("cannot read the WSDL " + source + ": " + firstLine(e), e);
    }

    /** The JDK's StAX says "ParseError at [row,col]:[1,1]" on one line and the reason on the next. */
    private static String xmlError(XMLStreamException x) {
        String m = x.getMessage() == null ? "" : x.getMessage();
        int reason = m.indexOf("Message:");
        String where = x.getLocation() == null ? "" : "line " + x.getLocation().getLineNumber() + ": ";
        return reason >= 0 ? where + m.substring(reason + "Message:".length()).strip().lines().findFirst().orElse("")
                : firstLine(x);
    }

    static String firstLine(Throwable t) {
        String m = t.getMessage();
        if (m == null || m.isBlank()) {
            return t.getClass().getSimpleName();
        }
        return m.strip().lines().findFirst().orElse(m);
    }

    /**
     * Every operation of every SOAP port, in document order; bindings that no port uses are listed without a port
     * and address. Ports of other bindings (HTTP GET/POST) are left out: see {@link #otherPorts()}.
     */
    public List<SoapOperation> operations() {
        List<SoapOperation> ops = new ArrayList<>();
        Set<Binding> used = new HashSet<>();
        for (Service service : definitions.getServices()) {
            for (Port port : service.getPorts()) {
                Binding binding = binding(port);
                if (binding == null) {
                    continue;
                }
                used.add(binding);
                SoapVersion v = version(binding);
                if (v == null) {
                    continue;
                }
                String address = port.getAddress() == null ? null : port.getAddress().getLocation();
                for (BindingOperation bo : binding.getOperations()) {
                    ops.add(operation(service.getName(), port.getName(), binding, bo, v, address));
                }
            }
        }
        for (Binding binding : definitions.getBindings()) {
            SoapVersion v = version(binding);
            if (!used.contains(binding) && v != null) {
                for (BindingOperation bo : binding.getOperations()) {
                    ops.add(operation(null, null, binding, bo, v, null));
                }
            }
        }
        return ops;
    }

    /** Ports whose binding is not SOAP (or cannot be found), as {@code service/port (what)}. */
    public List<String> otherPorts() {
        List<String> other = new ArrayList<>();
        for (Service service : definitions.getServices()) {
            for (Port port : service.getPorts()) {
                Binding binding = binding(port);
                if (binding == null) {
                    other.add(service.getName() + "/" + port.getName() + " (its binding is not in the WSDL)");
                } else if (version(binding) == null) {
                    Object protocol = binding.getProtocol();
                    other.add(service.getName() + "/" + port.getName() + " (" + (protocol == null ? "not SOAP" : protocol
                            + " binding, not SOAP") + ")");
                }
            }
        }
        return other;
    }

    /** The distinct names of {@link #operations()}, in document order. */
    public List<String> operationNames() {
        Set<String> names = new LinkedHashSet<>();
        operations().forEach(o -> names.add(o.name()));
        return List.copyOf(names);
    }

    /**
     * The operation called {@code name}: with several ports offering it, the one named {@code port}, else the one of
     * SOAP version {@code version}, else the first SOAP 1.1 port, else the first. Unknown names and filters that match
     * nothing are a {@link WsdlException} listing what exists.
     */
    public SoapOperation operation(String name, String port, SoapVersion version) {
        List<SoapOperation> all = operations();
        if (all.isEmpty()) {
            throw new WsdlException("the WSDL " + source + " has no SOAP binding" + (otherPorts().isEmpty() ? ""
                    : " (only " + String.join(", ", otherPorts()) + ")"));
        }
        List<SoapOperation> named = all.stream().filter(o -> o.name().equals(name)).toList();
        if (named.isEmpty()) {
            throw new WsdlException("no operation '" + name + "' in " + source + "; it has: "
                    + String.join(", ", operationNames()));
        }
        List<SoapOperation> candidates = named.stream()
                .filter(o -> port == null || port.equals(o.port()))
                .filter(o -> version == null || o.version() == version)
                .toList();
        if (candidates.isEmpty()) {
            List<String> offered = named.stream().map(o -> o.where() + " (SOAP " + o.version().label() + ")").toList();
            String wanted = port == null ? "SOAP " + version.label() + " port"
                    : version == null ? "port " + port : "SOAP " + version.label() + " port " + port;
            throw new WsdlException("operation '" + name + "' is in no " + wanted + "; it is in: " + String.join(", ", offered));
        }
        return candidates.stream().filter(o -> o.version() == SoapVersion.SOAP_11).findFirst()
                .orElse(candidates.get(0));
    }

    // ------------------------------------------------------------------ soa-model's model

    private Binding binding(Port port) {
        try {
            return port.getBinding();
        } catch (RuntimeException unresolved) {
            return null;
        }
    }

    static SoapVersion version(Binding binding) {
        Object b = binding.getBinding();
        if (b instanceof com.predic8.wsdl.soap11.SOAPBinding) {
            return SoapVersion.SOAP_11;
        }
        if (b instanceof com.predic8.wsdl.soap12.SOAPBinding) {
            return SoapVersion.SOAP_12;
        }
        return null;
    }

    private SoapOperation operation(String service, String port, Binding binding, BindingOperation bo, SoapVersion v,
                                    String address) {
        ExtensibilityOperation x = bo.getOperation();
        String action = x != null && x.getSoapAction() != null ? x.getSoapAction() : "";
        String style = style(binding, bo);
        QName body = null;
        if (style.equals("document")) {
            try {
                Element e = definitions.getInputElementForOperation(binding.getPortType().getName(), bo.getName());
                body = e == null ? null : new QName(e.getNamespaceUri(), e.getName());
            } catch (RuntimeException noElement) {
                // A document-style message with a type instead of an element: no single wrapper to name.
            }
        }
        return new SoapOperation(service, port, binding.getName(), bo.getName(), v, action, address, style, body);
    }

    private static String style(Binding binding, BindingOperation bo) {
        ExtensibilityOperation x = bo.getOperation();
        if (x != null && x.getStyle() != null) {
            return x.getStyle().toLowerCase(Locale.ROOT);
        }
        Object s = binding.getBinding() instanceof AbstractSOAPBinding sb ? sb.getStyle() : null;
        return s != null && s.toString().toLowerCase(Locale.ROOT).contains("rpc") ? "rpc" : "document";
    }
}
