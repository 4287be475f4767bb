package org.echosoap.server.testsupport;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A server jar with one listening port ({@code --host H --port P}: gRPC, CORBA) started as the launcher starts it
 * ({@link ServerJarProcess}) on a free port. A system's test wrapper extends it with its clients, which it closes
 * before calling {@code super.close()}.
 *
 * <pre>{@code
 * final class GrpcServerProcess extends OnePortServerProcess {
 *     static GrpcServerProcess start(String name, String host, String... extraArgs) throws ... {
 *         return new GrpcServerProcess(launch(GRPC, name, host, extraArgs));
 *     }
 * }
 * }</pre>
 */
public class OnePortServerProcess implements AutoCloseable {

    /** The started jar and where it listens. */
    public record Launched(ServerJarProcess process, String host, int port) {
    }

    private final ServerJarProcess process;
    private final String host;
    private final int port;

    protected OnePortServerProcess(Launched launched) {
        this.process = launched.process();
        this.host = launched.host();
        this.port = launched.port();
    }

    /** Starts {@code system} on {@code host} and a free port, with {@code extraArgs} after the launcher's own. */
    public static Launched launch(ServerJarProcess.System system, String name, String host, String... extraArgs)
            throws IOException, InterruptedException {
        int port = ServerJarProcess.freePorts(host, 1)[0];
        List<String> args = new ArrayList<>(List.of("--host", host, "--port", Integer.toString(port)));
        args.addAll(List.of(extraArgs));
        return new Launched(ServerJarProcess.start(system, name, args), host, port);
    }

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Everything the server printed so far (stdout and stderr). */
    public String log() throws IOException {
        return process.log();
    }

    /** SIGTERM, then waits for the exit; returns the exit status (143 when the JVM ended on SIGTERM). */
    public int stop() throws InterruptedException {
        return process.stop();
    }

    @Override
    public void close() throws InterruptedException {
        process.close();
    }
}
