package org.echosoap.client.scenario.rpc;

import java.util.List;
import org.echosoap.client.config.SoapStack;

/**
 * The systems of {@code suite --suite rpc}, seed 003's table widened to what users pick instead of SOAP today: each
 * column the same calls by its own scenarios ({@code latency.getString} on a SOAP stack's WAR, {@code json.getString},
 * {@code grpc.getString}, {@code rmi.getString}, {@code corba.getString}), each measured over the raw TCP ping-pong
 * of its own bytes on the wire.
 *
 * <pre>{@code
 * RpcColumn.GRPC.scenario("getString");          // "grpc.getString"
 * RpcColumn.of("latency.getString", SoapStack.CXF); // CXF
 * }</pre>
 */
public enum RpcColumn {
    AXIS2("Axis2", "latency.", SoapStack.AXIS2),
    CXF("CXF", "latency.", SoapStack.CXF),
    METRO("Metro", "latency.", SoapStack.METRO),
    JSON("JSON", "json.", SoapStack.AXIS2),
    GRPC("gRPC", "grpc.", SoapStack.AXIS2),
    RMI("RMI", "rmi.", SoapStack.AXIS2),
    CORBA("CORBA", "corba.", SoapStack.AXIS2);

    /** The seed's rows: doNothing, setSize, then getString and getIntegers at each size. */
    public static final List<String> CALLS = List.of("doNothing", "setSize", "getString", "getIntegers");

    private final String displayName;
    private final String prefix;
    private final SoapStack stack;

    RpcColumn(String displayName, String prefix, SoapStack stack) {
        this.displayName = displayName;
        this.prefix = prefix;
        this.stack = stack;
    }

    public String displayName() {
        return displayName;
    }

    /** The WAR whose Tomcat context serves the column's HTTP calls (Axis2's, echosoap.war, for all but CXF and Metro). */
    public SoapStack stack() {
        return stack;
    }

    /** The column's scenario for {@code call}: {@code latency.getString}, {@code grpc.doNothing}. */
    public String scenario(String call) {
        return prefix + call;
    }

    /** Whether the call takes a size (the seed's setSize(int), getString(int), getIntegers(int)). */
    public static boolean sized(String call) {
        return !call.equals("doNothing");
    }

    /** The column of a part measuring {@code scenario} on {@code stack}, or null when it is none of the table's. */
    public static RpcColumn of(String scenario, SoapStack stack) {
        for (RpcColumn c : values()) {
            if (scenario.startsWith(c.prefix) && CALLS.contains(scenario.substring(c.prefix.length()))
                    && (c.stack == stack || !c.prefix.equals("latency."))) {
                return c;
            }
        }
        return null;
    }

    /** The call of a column's scenario: {@code grpc.getString} gives {@code getString}. */
    public static String call(String scenario) {
        return scenario.substring(scenario.indexOf('.') + 1);
    }
}
