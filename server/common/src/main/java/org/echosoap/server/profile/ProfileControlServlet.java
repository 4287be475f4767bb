package org.echosoap.server.profile;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code /profile/*} of echosoap.war: the client's remote control of the JVM's profile ({@link ProfileRecorder}),
 * so {@code --profile} works when Tomcat runs on another host or in a Kubernetes Job. Answers only the addresses of
 * {@link ControlAllowList} (403 otherwise); every refusal is one line of text.
 *
 * <pre>
 * POST /profile/start?samplingMillis=5   200 started | 409 one is running | 503 no Flight Recorder here
 * POST /profile/mark?measuring=true      204 (false: priming again)       | 409 none is running
 * POST /profile/stop                     200 the recording (application/octet-stream, a .jfr file), with
 *                                        X-Echosoap-Profiler-Cpu-Millis and X-Echosoap-Profile-Wall-Millis
 * GET  /profile/status                   200 recording | idle
 * </pre>
 */
public class ProfileControlServlet extends HttpServlet {

    /** The sampling period's range, ms: below 1 JFR does not go; above 100 a minute's run has too few samples. */
    static final int MIN_SAMPLING_MILLIS = 1;
    static final int MAX_SAMPLING_MILLIS = 100;
    static final int DEFAULT_SAMPLING_MILLIS = 5;

    private transient ControlAllowList allow;

    @Override
    public void init() {
        allow = ControlAllowList.fromSystemProperty();
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (!allow.allows(request.getRemoteAddr())) {
            refuse(response, HttpServletResponse.SC_FORBIDDEN, "the profile control answers only " + allow
                    + " (-D" + ControlAllowList.PROPERTY + " on the server changes it)");
            return;
        }
        String action = request.getPathInfo() == null ? "" : request.getPathInfo();
        boolean post = "POST".equals(request.getMethod());
        try {
            switch (action) {
                case "/start" -> {
                    if (post) {
                        start(request, response);
                        return;
                    }
                }
                case "/mark" -> {
                    if (post) {
                        mark(request, response);
                        return;
                    }
                }
                case "/stop" -> {
                    if (post) {
                        stop(response);
                        return;
                    }
                }
                case "/status" -> {
                    if ("GET".equals(request.getMethod())) {
                        text(response, HttpServletResponse.SC_OK, ProfileRecorder.recording() ? "recording" : "idle");
                        return;
                    }
                }
                default -> {
                    refuse(response, HttpServletResponse.SC_NOT_FOUND,
                            "no such profile action: " + action + " (start, mark, stop, status)");
                    return;
                }
            }
            refuse(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                    "/profile" + action + " takes " + ("/status".equals(action) ? "GET" : "POST"));
        } catch (IllegalStateException e) {
            refuse(response, HttpServletResponse.SC_CONFLICT, e.getMessage());
        } catch (UnsupportedOperationException e) {
            refuse(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, e.getMessage());
        } catch (IllegalArgumentException e) {
            refuse(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
        }
    }

    private static void start(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String given = request.getParameter("samplingMillis");
        int millis = DEFAULT_SAMPLING_MILLIS;
        if (given != null) {
            try {
                millis = Integer.parseInt(given.strip());
            } catch (NumberFormatException e) {
                millis = -1;
            }
            if (millis < MIN_SAMPLING_MILLIS || millis > MAX_SAMPLING_MILLIS) {
                throw new IllegalArgumentException("samplingMillis must be a whole number from " + MIN_SAMPLING_MILLIS
                        + " to " + MAX_SAMPLING_MILLIS + ", not " + given);
            }
        }
        ProfileRecorder.start(millis);
        text(response, HttpServletResponse.SC_OK, "started, sampling every " + millis + " ms");
    }

    private static void mark(HttpServletRequest request, HttpServletResponse response) {
        String measuring = request.getParameter("measuring");
        if (!"true".equals(measuring) && !"false".equals(measuring)) {
            throw new IllegalArgumentException("measuring must be true or false, not " + measuring);
        }
        ProfileRecorder.mark(Boolean.parseBoolean(measuring));
        response.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    private static void stop(HttpServletResponse response) throws IOException {
        Path file = ProfileRecorder.stop();
        try {
            ProfileRecorder.Overhead overhead = ProfileRecorder.lastOverhead();
            response.setStatus(HttpServletResponse.SC_OK);
            response.setContentType("application/octet-stream");
            response.setContentLengthLong(Files.size(file));
            response.setHeader("X-Echosoap-Profiler-Cpu-Millis", Long.toString(overhead.profilerCpuMillis()));
            response.setHeader("X-Echosoap-Profile-Wall-Millis", Long.toString(overhead.wallMillis()));
            try (OutputStream out = response.getOutputStream()) {
                Files.copy(file, out);
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static void refuse(HttpServletResponse response, int status, String line) throws IOException {
        text(response, status, line);
    }

    private static void text(HttpServletResponse response, int status, String line) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=UTF-8");
        response.getWriter().println(line);
    }
}
