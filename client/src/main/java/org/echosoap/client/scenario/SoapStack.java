package org.echosoap.client.scenario;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The SOAP stacks echosoap serves side by side, one WAR each in the same Tomcat. Every WAR has the same contracts
 * ({@code services/EchoFloat}, {@code services/Benchmark}, {@code services/Latency}) and its own copy of the
 * baselines, so a scenario on another stack only changes the context: echosoap.war is Axis2's, and each other WAR is
 * deployed next to it under a context named from echosoap.war's ({@code /echosoap} -> {@code /echosoap-cxf}), or
 * under a fixed name (Axis 1.4, the seeds' own stack: {@code /axis1}, as Axis 1 was deployed).
 *
 * <pre>{@code
 * SoapStack.parse("cxf").baseOf("http://127.0.0.1:8080/echosoap");     // http://127.0.0.1:8080/echosoap-cxf
 * SoapStack.parse("axis1").baseOf("http://127.0.0.1:8080/echosoap");   // http://127.0.0.1:8080/axis1
 * }</pre>
 */
public enum SoapStack {
    AXIS2("axis2", "Axis2", "{}"),
    CXF("cxf", "CXF", "{}-cxf"),
    METRO("metro", "Metro", "{}-metro"),
    /** Apache Axis 1.4 (2006, end-of-life): the stack of seeds 000 and 002. */
    AXIS1("axis1", "Axis1", "axis1");

    /** In a context pattern: echosoap.war's own context name. */
    private static final String ECHOSOAP_CONTEXT = "{}";

    private final String key;
    private final String displayName;
    private final String contextPattern;

    SoapStack(String key, String displayName, String contextPattern) {
        this.key = key;
        this.displayName = displayName;
        this.contextPattern = contextPattern;
    }

    /** The name on the command line and in result.json: {@code axis2}, {@code cxf}, {@code metro}, {@code axis1}. */
    public String key() {
        return key;
    }

    /** The name in tables: {@code Axis2}, {@code CXF}, {@code Metro}, {@code Axis1}. */
    public String displayName() {
        return displayName;
    }

    /** Whether this is echosoap.war's own stack, the one with the parser variants. */
    public boolean isAxis2() {
        return this == AXIS2;
    }

    /** This stack's context name given echosoap.war's ({@code echosoap} -> {@code echosoap-cxf}, {@code axis1}). */
    public String contextOf(String echosoapContext) {
        return contextPattern.replace(ECHOSOAP_CONTEXT, echosoapContext);
    }

    /**
     * This stack's base URL given echosoap.war's ({@code --target}): the last path segment, echosoap.war's context,
     * becomes this stack's context ({@link #contextOf}).
     *
     * @throws IllegalArgumentException when the base has no context (a stack WAR is deployed next to echosoap.war's)
     */
    public String baseOf(String axis2Base) {
        String base = axis2Base.endsWith("/") ? axis2Base.substring(0, axis2Base.length() - 1) : axis2Base;
        if (this == AXIS2) {
            return base;
        }
        int authorityEnd = base.indexOf('/', base.indexOf("//") + 2);
        if (authorityEnd < 0 || authorityEnd == base.length() - 1) {
            throw new IllegalArgumentException("--stack " + key + " needs --target to name echosoap.war's context, "
                    + "like http://127.0.0.1:8080/echosoap (the " + key + " stack is served next to it as /"
                    + contextOf("echosoap") + "), got " + axis2Base);
        }
        int lastSlash = base.lastIndexOf('/');
        return base.substring(0, lastSlash + 1) + contextOf(base.substring(lastSlash + 1));
    }

    /** Every stack, Axis2 first. */
    public static List<SoapStack> all() {
        return List.of(values());
    }

    /** The keys, for messages: "axis2, cxf, metro or axis1". */
    public static String keys() {
        List<String> keys = Arrays.stream(values()).map(SoapStack::key).toList();
        return String.join(", ", keys.subList(0, keys.size() - 1)) + " or " + keys.get(keys.size() - 1);
    }

    /** The stack named {@code key} (case-insensitive), or a one-line error naming the choices. */
    public static SoapStack parse(String key) {
        String k = key == null ? "" : key.strip().toLowerCase(Locale.ROOT);
        for (SoapStack s : values()) {
            if (s.key.equals(k)) {
                return s;
            }
        }
        throw new IllegalArgumentException("--stack must be " + keys() + ", got '" + key + "'");
    }

    /** A comma-separated list ({@code --stacks axis2,cxf}), in the order given, without repeats. */
    public static List<SoapStack> parseList(String list) {
        List<SoapStack> stacks = Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .map(SoapStack::parse).distinct().toList();
        if (stacks.isEmpty()) {
            throw new IllegalArgumentException("--stacks needs at least one of " + keys());
        }
        return stacks;
    }
}
