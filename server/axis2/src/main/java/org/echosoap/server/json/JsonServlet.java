package org.echosoap.server.json;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.HttpRefusals;
import org.echosoap.server.contract.LatencyValues;

/**
 * Seed 003's Latency calls and seed 000's echoFloat as JSON over HTTP, mapped under {@code /json/*}:
 *
 * <pre>
 * POST /json/Latency/doNothing    {}               -&gt; {}
 * POST /json/Latency/setSize      {"size": N}      -&gt; {}
 * POST /json/Latency/getString    {"size": N}      -&gt; {"return": "abcd..."}    (N chars, char i = 'a' + i % 26)
 * POST /json/Latency/getIntegers  {"size": N}      -&gt; {"return": [0, 1, ...]}  (N values)
 * POST /json/EchoFloat            {"input": F}     -&gt; {"return": F}
 * </pre>
 *
 * <p>As the SOAP Latency service: {@code size} is optional in getString and getIntegers (the stored size, 200 until
 * a setSize, when left out) and changes nothing else; N is 0 to 1,000,000. Answers are flushed before the servlet
 * returns, so Tomcat sends them chunked, as Axis2 does and as the baselines do: the wire framing is the same.
 *
 * <p>Refusals, each a one-line {@code {"error": "..."}}: a path that names no call 404, anything but POST 405 (with
 * {@code Allow: POST}), a Content-Type other than {@code application/json} 415, a body that is not the call's JSON
 * object (unknown fields, wrong types, trailing data, too deep, too long) or a size out of range 400.
 */
public class JsonServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** The calls, as the paths below {@code /json} name them. */
    static final List<String> CALLS = List.of("/Latency/doNothing", "/Latency/setSize", "/Latency/getString",
            "/Latency/getIntegers", "/EchoFloat");

    static final String CONTENT_TYPE = "application/json";

    /** Service-wide, as the SOAP Latency service's stored size (one value per webapp, shared by all clients). */
    private static final AtomicInteger STORED_SIZE = new AtomicInteger(LatencyValues.DEFAULT_SIZE);

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String call = request.getPathInfo() == null ? "" : request.getPathInfo();
        if (!CALLS.contains(call)) {
            refuse(response, HttpServletResponse.SC_NOT_FOUND, "no JSON call at " + HttpRefusals.printable(call)
                    + "; calls: " + String.join(", ", CALLS));
            return;
        }
        if (!"POST".equals(request.getMethod())) {
            response.setHeader("Allow", "POST");
            refuse(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "JSON calls take POST");
            return;
        }
        if (!CONTENT_TYPE.equals(HttpRefusals.mediaType(request.getContentType()))) {
            refuse(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, "Content-Type "
                    + HttpRefusals.printable(request.getContentType()) + " is not JSON; send " + CONTENT_TYPE);
            return;
        }
        Object answer;
        try (InputStream in = request.getInputStream()) {
            answer = answer(call, in);
        } catch (JsonCodec.RefusedJson e) {
            refuse(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        response.setContentType(CONTENT_TYPE);
        response.setCharacterEncoding("UTF-8");
        JsonCodec.write(response.getOutputStream(), answer);
        response.flushBuffer(); // chunked, like Axis2 and the baselines
    }

    /** The call's answer to its request. */
    static Object answer(String call, InputStream in) throws IOException {
        switch (call) {
            case "/Latency/doNothing" -> {
                JsonCodec.read(in, JsonCodec.Empty.class);
                return new JsonCodec.Empty();
            }
            case "/Latency/setSize" -> {
                Integer size = JsonCodec.read(in, JsonCodec.Size.class).size();
                if (size == null) {
                    throw new JsonCodec.RefusedJson("setSize needs {\"size\": N}, N from 0 to " + LatencyValues.MAX_SIZE);
                }
                STORED_SIZE.set(checked(size));
                return new JsonCodec.Empty();
            }
            case "/Latency/getString" -> {
                return new JsonCodec.Answer<>(LatencyValues.letters(sizeOrStored(JsonCodec.read(in,
                        JsonCodec.Size.class))));
            }
            case "/Latency/getIntegers" -> {
                return new JsonCodec.Answer<>(LatencyValues.integers(sizeOrStored(JsonCodec.read(in,
                        JsonCodec.Size.class))));
            }
            case "/EchoFloat" -> {
                Float input = JsonCodec.read(in, JsonCodec.FloatInput.class).input();
                if (input == null || !Float.isFinite(input)) {
                    throw new JsonCodec.RefusedJson("echoFloat needs {\"input\": F}, F a finite float");
                }
                return new JsonCodec.Answer<>(input);
            }
            default -> throw new IllegalStateException("unmapped call " + call);
        }
    }

    private static int sizeOrStored(JsonCodec.Size request) throws JsonCodec.RefusedJson {
        return request.size() == null ? STORED_SIZE.get() : checked(request.size());
    }

    private static int checked(int size) throws JsonCodec.RefusedJson {
        if (size < 0 || size > LatencyValues.MAX_SIZE) {
            throw new JsonCodec.RefusedJson("size must be from 0 to " + LatencyValues.MAX_SIZE + ", got " + size);
        }
        return size;
    }

    /** Back to the default size (tests). */
    static void resetStoredSize() {
        STORED_SIZE.set(LatencyValues.DEFAULT_SIZE);
    }

    private static void refuse(HttpServletResponse response, int status, String reason) throws IOException {
        response.setStatus(status);
        response.setContentType(CONTENT_TYPE);
        response.setCharacterEncoding("UTF-8");
        JsonCodec.write(response.getOutputStream(), new Error(reason));
    }

    /** A refusal's body. */
    record Error(String error) {
    }
}
