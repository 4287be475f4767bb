package org.echosoap.client.profile;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

/**
 * The client of echosoap.war's {@code /profile/*} (the server's {@code ProfileControlServlet}): on its own HTTP
 * client and connection, never on the measured ones. Every failure is an {@link IOException} with one line that says
 * what the server answered.
 *
 * <pre>{@code
 * ProfileControl control = new ProfileControl(URI.create("http://127.0.0.1:8080/echosoap/profile"));
 * control.start(5);
 * control.mark(true);
 * ProfileControl.Stopped s = control.stop(Path.of("profile.jfr"));
 * }</pre>
 */
public final class ProfileControl {

    /** A recording of a minute's run is a few MB; on a slow link it may take a while. */
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(120);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);

    /** What the stop answered besides the file: the recorder threads' CPU (-1 unknown) and the recording's wall time. */
    public record Stopped(Path recording, long profilerCpuMillis, long recordingMillis) {
    }

    private final URI base;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(CALL_TIMEOUT)
            .version(HttpClient.Version.HTTP_1_1).build();

    /** @param base the control's URI, {@code .../echosoap/profile} */
    public ProfileControl(URI base) {
        this.base = base;
    }

    /** The control of echosoap.war at {@code target} (its base URL; an origin alone means {@code /echosoap} on it). */
    public static ProfileControl of(URI target) {
        String path = target.getPath() == null || target.getPath().isEmpty() || target.getPath().equals("/")
                ? "/echosoap" : target.getPath().replaceAll("/+$", "");
        return new ProfileControl(target.resolve(path + "/profile"));
    }

    /** The control's URI. */
    public URI base() {
        return base;
    }

    /** Starts the server's recording, sampling every {@code samplingMillis}. */
    public void start(int samplingMillis) throws IOException {
        call("start?samplingMillis=" + samplingMillis, HttpResponse.BodyHandlers.ofString(), CALL_TIMEOUT);
    }

    /** Marks measured blocks beginning ({@code true}) or priming again. */
    public void mark(boolean measuring) throws IOException {
        call("mark?measuring=" + measuring, HttpResponse.BodyHandlers.ofString(), CALL_TIMEOUT);
    }

    /** Stops the recording and saves it to {@code file}. */
    public Stopped stop(Path file) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".part");
        HttpResponse<Path> answer = call("stop", HttpResponse.BodyHandlers.ofFile(partial), STOP_TIMEOUT);
        Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
        return new Stopped(file, header(answer, "X-Echosoap-Profiler-Cpu-Millis"),
                header(answer, "X-Echosoap-Profile-Wall-Millis"));
    }

    private <T> HttpResponse<T> call(String action, HttpResponse.BodyHandler<T> body, Duration timeout)
            throws IOException {
        URI uri = URI.create(base + "/" + action);
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(timeout)
                .POST(HttpRequest.BodyPublishers.noBody()).build();
        HttpResponse<T> answer;
        try {
            answer = http.send(request, body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking " + uri);
        } catch (IOException e) {
            throw new IOException("no answer from " + uri + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
        if (answer.statusCode() / 100 != 2) {
            // The control answers its refusals as one line of text; anything else (Tomcat's HTML error page) is noise.
            boolean text = answer.headers().firstValue("Content-Type").orElse("").startsWith("text/plain");
            String said = !text ? "" : answer.body() instanceof String s ? s.strip()
                    : answer.body() instanceof Path p ? firstLine(p) : "";
            if (answer.body() instanceof Path p && !text) {
                Files.deleteIfExists(p);
            }
            throw new IOException(uri + " answered " + answer.statusCode() + (said.isEmpty() ? "" : ": " + said)
                    + (answer.statusCode() == 404 ? " (a server without the profile control: rebuild and redeploy "
                    + "echosoap.war)" : ""));
        }
        return answer;
    }

    private static String firstLine(Path p) {
        try {
            String text = Files.readString(p);
            Files.deleteIfExists(p);
            int nl = text.indexOf('\n');
            return (nl < 0 ? text : text.substring(0, nl)).strip();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static long header(HttpResponse<?> answer, String name) {
        return answer.headers().firstValue(name).map(v -> {
            try {
                return Long.parseLong(v.strip());
            } catch (NumberFormatException e) {
                return -1L;
            }
        }).orElse(-1L);
    }
}
