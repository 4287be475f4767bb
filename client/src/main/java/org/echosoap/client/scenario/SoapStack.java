package org.echosoap.client.scenario;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The SOAP stacks echosoap serves side by side, one WAR each in the same Tomcat. Every WAR has the same contracts
 * ({@code services/EchoFloat}, {@code services/Benchmark}, {@code services/Latency}) and its own copy of the
 * baselines, so a scenario on another stack only changes the context: echosoap.war is Axis2's, and the others are
 * deployed next to it under its name plus a suffix ({@code /echosoap} -> {@code /echosoap-cxf}).
 *
 * <pre>{@code
 * SoapStack.parse("cxf").baseOf("http://127.0.0.1:8080/echosoap");   // http://127.0.0.1:8080/echosoap-cxf
 * }</pre>
 */
public enum SoapStack {
    AXIS2("axis2", "Axis2", ""),
    CXF("cxf", "CXF", "-cxf"),
    METRO("metro", "Metro", "-metro");

    private final String key;
    private final String displayName;
    private final String contextSuffix;

    SoapStack(String key, String displayName, String contextSuffix) {
        this.key = key;
        this.displayName = displayName;
        this.contextSuffix = contextSuffix;
    }

    /** The name on the command line and in result.json: {@code axis2}, {@code cxf}, {@code metro}. */
    public String key() {
        return key;
    }

    /** The name in tables: {@code Axis2}, {@code CXF}, {@code Metro}. */
    public String displayName() {
        return displayName;
    }

    /** Whether this is echosoap.war's own stack, the one with the parser variants. */
    public boolean isAxis2() {
        return this == AXIS2;
    }

    /**
     * This stack's base URL given echosoap.war's ({@code --target}): the last path segment gets the stack's suffix.
     *
     * @throws IllegalArgumentException when the base has no context to extend (a stack WAR is named after it)
     */
    public String baseOf(String axis2Base) {
        String base = axis2Base.endsWith("/") ? axis2Base.substring(0, axis2Base.length() - 1) : axis2Base;
        if (contextSuffix.isEmpty()) {
            return base;
        }
        int authorityEnd = base.indexOf('/', base.indexOf("//") + 2);
        if (authorityEnd < 0 || authorityEnd == base.length() - 1) {
            throw new IllegalArgumentException("--stack " + key + " needs --target to name echosoap.war's context, "
                    + "like http://127.0.0.1:8080/echosoap (the " + key + " stack is served next to it as /echosoap"
                    + contextSuffix + "), got " + axis2Base);
        }
        return base + contextSuffix;
    }

    /** Every stack, Axis2 first. */
    public static List<SoapStack> all() {
        return List.of(values());
    }

    /** The keys, for messages: "axis2, cxf or metro". */
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
