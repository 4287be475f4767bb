package org.echosoap.client.scenario;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The SOAP stacks echosoap serves side by side. The WAR stacks share one Tomcat: every WAR has the same contracts
 * ({@code services/EchoFloat}, {@code services/Benchmark}, {@code services/Latency}) and its own copy of the
 * baselines, so a scenario on another stack only changes the context: echosoap.war is Axis2's, and the others are
 * deployed next to it under its name plus a suffix ({@code /echosoap} -> {@code /echosoap-cxf}). SOAP::Lite is a
 * server of its own beside Tomcat ({@link StackPlacement}) with EchoFloat, Latency and its own null baseline only,
 * started only when asked ({@code server start --stacks ...,soaplite}).
 *
 * <pre>{@code
 * SoapStack.parse("cxf").baseOf("http://127.0.0.1:8080/echosoap");        // http://127.0.0.1:8080/echosoap-cxf
 * SoapStack.parse("soaplite").baseOf("http://127.0.0.1:8080/echosoap");   // http://127.0.0.1:12080/soaplite
 * }</pre>
 */
public enum SoapStack {
    AXIS2("axis2", "Axis2", StackPlacement.nextToEchosoapWar(""), true),
    CXF("cxf", "CXF", StackPlacement.nextToEchosoapWar("-cxf"), true),
    METRO("metro", "Metro", StackPlacement.nextToEchosoapWar("-metro"), true),
    /** SOAP::Lite (Perl), {@code server/soaplite}: EchoFloat, Latency and {@code /baseline/null} only. */
    SOAPLITE("soaplite", "SOAP::Lite", StackPlacement.ownServer(
            org.echosoap.client.config.Defaults.SOAPLITE_PORT_OFFSET, "/soaplite"), false);

    /** What a stack that does not serve every contract serves: these scenarios, and latency.*. */
    private static final Set<String> PARTIAL_CONTRACT = Set.of("echoFloat", "null");

    private final String key;
    private final String displayName;
    private final StackPlacement placement;
    private final boolean fullContract;

    SoapStack(String key, String displayName, StackPlacement placement, boolean fullContract) {
        this.key = key;
        this.displayName = displayName;
        this.placement = placement;
        this.fullContract = fullContract;
    }

    /** The name on the command line and in result.json: {@code axis2}, {@code cxf}, {@code metro}, {@code soaplite}. */
    public String key() {
        return key;
    }

    /** The name in tables: {@code Axis2}, {@code CXF}, {@code Metro}, {@code SOAP::Lite}. */
    public String displayName() {
        return displayName;
    }

    /** Whether this is echosoap.war's own stack, the one with the parser variants. */
    public boolean isAxis2() {
        return this == AXIS2;
    }

    /**
     * Whether this stack serves the scenario {@code name}: the WAR stacks every contract and baseline, SOAP::Lite
     * echoFloat, latency.* and the null baseline.
     */
    public boolean serves(String name) {
        return fullContract || PARTIAL_CONTRACT.contains(name) || name.startsWith("latency.");
    }

    /** What this stack serves, for messages. */
    public String servedDescription() {
        return fullContract ? "every contract and baseline" : "echoFloat, latency.* and the null baseline";
    }

    /**
     * This stack's base URL given echosoap.war's ({@code --target}): the last path segment gets a WAR stack's suffix;
     * a server of its own is on the same host at its port (see {@link StackPlacement}).
     *
     * @throws IllegalArgumentException when the base has no context to extend (a stack WAR is named after it)
     */
    public String baseOf(String axis2Base) {
        return placement.baseOf(key, axis2Base);
    }

    /**
     * The stacks {@code ./echosoap server start} deploys by default, Axis2 first: the WARs (SOAP::Lite only runs when
     * named, so a suite measures it only when {@code --stacks} names it).
     */
    public static List<SoapStack> all() {
        return Arrays.stream(values()).filter(s -> !s.placement.isOwnServer()).toList();
    }

    /** The keys, for messages: "axis2, cxf, metro or soaplite". */
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
