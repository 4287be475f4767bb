package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.client.wsdl.SampleRequests;
import org.echosoap.client.wsdl.SoapOperation;
import org.echosoap.client.wsdl.Wsdl;
import org.echosoap.client.wsdl.WsdlException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code echosoap request --wsdl URL|FILE --operation NAME [--out req.xml]}: a sample SOAP request for one operation
 * of a WSDL, with placeholder values valid for their schema types, for the user to edit and then measure with
 * {@code echosoap run --url ... --request req.xml --soap-action ...}. {@code --list-operations} lists what the WSDL
 * offers. The request goes to stdout (or {@code --out}); the endpoint, Content-Type and SOAPAction to send it with go
 * to stderr as one line. Bad input (missing file, unreachable URL, not a WSDL, unknown operation) is one line and
 * exit code 2.
 */
@Command(name = "request", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Writes a sample SOAP request for an operation of a WSDL, or lists its operations.",
                "The request's placeholder values are valid for their schema types: edit them.",
                "It goes to stdout or --out; one line on stderr says where and how to",
                "send it (endpoint, Content-Type, SOAPAction) and the 'echosoap run' that measures it.",
                "WSDL 1.1, SOAP 1.1 and 1.2 bindings, document/literal (wrapped or not) and rpc;",
                "imports are followed. URLs are fetched with a 10 s connect and a 30 s fetch",
                "timeout per document."},
        footer = {"", "Exit codes: 0 ok, 2 usage error or unusable WSDL.",
                "Examples:",
                "  echosoap request --wsdl 'http://127.0.0.1:18080/echosoap/services/Latency?wsdl' --list-operations",
                "  echosoap request --wsdl Benchmark.wsdl --operation echoInts --out echoInts.xml",
                "  echosoap request --wsdl service.wsdl --operation placeOrder --soap-version 1.2"})
public final class RequestCommand implements Callable<Integer> {

    /** Characters that need no quoting in a POSIX shell word. */
    private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_./:@%+=,-]+");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--wsdl", required = true, paramLabel = "URL|FILE", order = 1,
            description = "The WSDL 1.1: an http(s) URL (e.g. .../services/X?wsdl) or a file")
    String wsdl;

    @Option(names = "--operation", paramLabel = "NAME", order = 2,
            description = "The operation to write a request for (see --list-operations)")
    String operation;

    @Option(names = "--out", paramLabel = "FILE", order = 3,
            description = "Write the request to FILE instead of stdout")
    Path out;

    @Option(names = "--list-operations", order = 4,
            description = "List the operations per service, port and binding: SOAP version, SOAPAction, request element")
    boolean listOperations;

    @Option(names = "--port", paramLabel = "NAME", order = 5,
            description = "With several ports offering the operation: the wsdl:port to use")
    String port;

    @Option(names = "--soap-version", paramLabel = "1.1|1.2", order = 6,
            description = "With SOAP 1.1 and 1.2 ports: the binding's version to use (default: 1.1 if offered)")
    String soapVersion;

    @Option(names = "--force", order = 7, description = "Overwrite an existing --out file")
    boolean force;

    @Override
    public Integer call() {
        try {
            if (listOperations == (operation != null)) {
                throw new IllegalArgumentException("give either --operation NAME or --list-operations");
            }
            if (listOperations && (out != null || port != null || soapVersion != null)) {
                throw new IllegalArgumentException("--out, --port and --soap-version go with --operation, not --list-operations");
            }
            SoapVersion version = soapVersion == null ? null : SoapVersion.parse(soapVersion);
            if (out != null && Files.exists(out) && !force) {
                throw new IllegalArgumentException(out + " exists; use --force to overwrite or choose another --out");
            }
            if (out != null && Files.isDirectory(out)) {
                throw new IllegalArgumentException(out + " is a directory");
            }
            Wsdl w = Wsdl.read(wsdl);
            return listOperations ? list(w) : request(w, version);
        } catch (IllegalArgumentException | WsdlException e) {
            return usageError(e.getMessage());
        }
    }

    private int request(Wsdl w, SoapVersion version) {
        SoapOperation op = w.operation(operation, port, version);
        String xml = SampleRequests.create(w, op);
        if (out == null) {
            PrintWriter o = spec.commandLine().getOut();
            o.print(xml);
            o.flush();
        } else {
            try {
                AtomicFiles.write(out, xml);
            } catch (IOException | SecurityException e) {
                return usageError("cannot write " + out + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            }
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println(howToSend(op, w.operations(), out));
        err.flush();
        return 0;
    }

    /**
     * The one line on stderr: endpoint, Content-Type, SOAPAction, and the run command to measure it, e.g.
     * {@code echosoap request: echoFloat (SOAP 1.1, EchoFloat/EchoFloatSoap11Port): POST http://...,
     * Content-Type: text/xml; charset=UTF-8, SOAPAction: "http://tempuri.org/echoFloat"; next: echosoap run ...}.
     */
    static String howToSend(SoapOperation op, List<SoapOperation> all, Path out) {
        StringBuilder s = new StringBuilder("echosoap request: ").append(op.name())
                .append(" (SOAP ").append(op.version().label()).append(", ").append(op.where()).append("): ");
        s.append(op.address() == null ? "no address in the WSDL" : "POST " + op.address());
        s.append(", Content-Type: ").append(op.contentType());
        if (op.version() == SoapVersion.SOAP_11) {
            s.append(", SOAPAction: \"").append(op.soapAction()).append('"');
        } else {
            s.append(" (SOAP 1.2: the action is in the Content-Type, no SOAPAction header)");
        }
        s.append("; next: echosoap run --url ").append(op.address() == null ? "URL" : shellWord(op.address()))
                .append(" --request ").append(out == null ? "REQUEST.xml" : shellWord(out.toString()));
        if (!op.soapAction().isEmpty()) { // run's default is no action: SOAPAction "" (1.1), no action parameter (1.2)
            s.append(" --soap-action ").append(shellWord(op.soapAction()));
        }
        List<String> others = all.stream()
                .filter(o -> o.name().equals(op.name()) && !o.equals(op))
                .map(o -> o.where() + " (SOAP " + o.version().label() + ")").toList();
        if (!others.isEmpty()) {
            s.append(" (also offered by ").append(String.join(", ", others)).append(": --port, --soap-version)");
        }
        return s.toString();
    }

    static String shellWord(String s) {
        if (SHELL_SAFE.matcher(s).matches()) {
            return s;
        }
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private int list(Wsdl w) {
        List<SoapOperation> ops = w.operations();
        PrintWriter o = spec.commandLine().getOut();
        o.println(w.source() + ": " + w.operationNames().size() + " operation" + (w.operationNames().size() == 1 ? "" : "s")
                + " in " + plural(ports(ops).size(), "SOAP port"));
        for (Map.Entry<String, List<SoapOperation>> e : ports(ops).entrySet()) {
            List<SoapOperation> portOps = e.getValue();
            SoapOperation first = portOps.get(0);
            Set<String> namespaces = new LinkedHashSet<>();
            portOps.forEach(x -> namespaces.add(x.bodyElement() == null ? null : x.bodyElement().getNamespaceURI()));
            boolean oneNamespace = namespaces.size() == 1 && !namespaces.contains(null);
            o.println();
            o.println((first.port() == null ? "binding " + first.binding() + " (no port uses it, no address)"
                    : "service " + first.service() + ", port " + first.port() + ": " + first.address())
                    + "\n  SOAP " + first.version().label() + ", binding " + first.binding() + ", " + first.style()
                    + (oneNamespace ? ", request elements in " + namespaces.iterator().next() : ""));
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"operation", "SOAPAction", "request element"});
            for (SoapOperation x : portOps) {
                String element = x.bodyElement() == null ? "(rpc: the operation's name)"
                        : oneNamespace ? x.bodyElement().getLocalPart() : x.bodyElement().toString();
                rows.add(new String[] {x.name(), "\"" + x.soapAction() + "\"", element});
            }
            int w0 = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
            int w1 = rows.stream().mapToInt(r -> r[1].length()).max().orElse(0);
            for (String[] r : rows) {
                o.println(("    " + pad(r[0], w0) + "  " + pad(r[1], w1) + "  " + r[2]).stripTrailing());
            }
        }
        for (String other : w.otherPorts()) {
            o.println();
            o.println("port " + other + ": no SOAP requests");
        }
        o.flush();
        if (ops.isEmpty()) {
            return usageError("the WSDL " + w.source() + " has no SOAP binding");
        }
        return 0;
    }

    private static Map<String, List<SoapOperation>> ports(List<SoapOperation> ops) {
        Map<String, List<SoapOperation>> byPort = new LinkedHashMap<>();
        for (SoapOperation x : ops) {
            byPort.computeIfAbsent(x.where() + "\u0000" + x.binding(), k -> new ArrayList<>()).add(x);
        }
        return byPort;
    }

    private static String plural(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }

    private int usageError(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("echosoap request: " + (message == null ? "failed" : message.lines().findFirst().orElse(message)));
        err.flush();
        return Main.EXIT_USAGE;
    }
}
