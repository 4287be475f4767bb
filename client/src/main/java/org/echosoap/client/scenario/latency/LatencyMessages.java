package org.echosoap.client.scenario.latency;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.client.scenario.ContainsCheck;
import org.echosoap.client.scenario.CountCheck;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.SafeDom;

/**
 * Requests and checks for the Davis & Parashar latency operations (seed 003) of the {@code Latency} service:
 * namespace {@value #NAMESPACE}, document/literal wrapped. The client always sends the optional {@code size}
 * element, so concurrent runs with different sizes never depend on the service-wide {@code setSize} value.
 * getString returns N chars, char i = 'a' + i % 26; getIntegers returns N {@code return} elements, value i.
 */
public final class LatencyMessages {

    public static final String NAMESPACE = "http://echosoap.org/wsdl/Latency";

    /** Default size of latency scenarios (seed 003's smallest). */
    public static final int DEFAULT_SIZE = 200;

    /** The Latency service accepts sizes up to 1,000,000. */
    public static final int MAX_SIZE = 1_000_000;

    /** The operations, in seed 003's order. */
    public static final List<String> OPERATIONS = List.of("doNothing", "setSize", "getString", "getIntegers");

    private LatencyMessages() {
    }

    public static byte[] request(String operation, int size) {
        String content = operation.equals("doNothing") || size < 0 ? "" : "<l:size>" + size + "</l:size>";
        String xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv="
                + "\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body><l:" + operation + " xmlns:l=\""
                + NAMESPACE + "\">" + content + "</l:" + operation + "></soapenv:Body></soapenv:Envelope>";
        return xml.getBytes(StandardCharsets.UTF_8);
    }

    public static ResponseCheck check(String operation, int size) {
        String response = operation + "Response";
        return switch (operation) {
            case "doNothing", "setSize" -> new ContainsCheck(response, CountCheck.dom(doc ->
                    SafeDom.first(doc, NAMESPACE, response) == null ? "no " + response + " in the answer" : null));
            case "getString" -> new CountCheck("return", 1, CountCheck.dom(doc -> {
                List<String> t = SafeDom.texts(doc, NAMESPACE, "return");
                return t.size() == 1 && t.get(0).equals(expectedString(size)) ? null
                        : "getString answered " + (t.isEmpty() ? "nothing" : t.get(0).length() + " chars") + ", expected "
                                + size + " chars a..z";
            }));
            case "getIntegers" -> new CountCheck("return", size, CountCheck.dom(doc -> {
                List<String> t = SafeDom.texts(doc, NAMESPACE, "return");
                if (t.size() != size) {
                    return "getIntegers answered " + t.size() + " values, expected " + size;
                }
                for (int i = 0; i < size; i++) {
                    if (!t.get(i).equals(Integer.toString(i))) {
                        return "value " + i + " is " + t.get(i);
                    }
                }
                return null;
            }));
            default -> throw new IllegalArgumentException("unknown latency operation '" + operation + "'; choose one of "
                    + String.join(", ", OPERATIONS));
        };
    }

    /** getString's answer for {@code size}: char i = 'a' + i % 26. */
    public static String expectedString(int size) {
        StringBuilder sb = new StringBuilder(size);
        for (int i = 0; i < size; i++) {
            sb.append((char) ('a' + i % 26));
        }
        return sb.toString();
    }
}
