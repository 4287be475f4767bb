package org.echosoap.server.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One server's directory ({@code --base}, default {@code target/server}): Tomcat's {@code CATALINA_BASE} and the place
 * of every file users and tests read: {@code tomcat.pid} and {@code NAME.pid} of the servers beside it,
 * {@code logs/} ({@code catalina.out}, {@code NAME.out}), {@code server.env} (where each listens) and {@code tls/}
 * (the HTTPS key pair, kept across starts).
 *
 * <pre>{@code
 * ServerBase base = new ServerBase(Path.of("target/server"));
 * base.readPid("tomcat"); // Optional[12345] while it runs
 * }</pre>
 */
public record ServerBase(Path dir) {

    /** Tomcat's pid file is {@code tomcat.pid}, as catalina.sh writes it ({@code CATALINA_PID}). */
    public static final String TOMCAT = "tomcat";
    /** Kept when a start wipes the base: a client that trusts the certificate keeps trusting it. */
    public static final String TLS_DIR = "tls";

    public ServerBase {
        dir = dir.toAbsolutePath().normalize();
    }

    public Path pidFile(String name) {
        return dir.resolve(name + ".pid");
    }

    /** The pid in {@code NAME.pid}: its digits (catalina.sh may leave a newline), if the file has any. */
    public Optional<Long> readPid(String name) {
        Path file = pidFile(name);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            String digits = Files.readString(file, StandardCharsets.UTF_8).replaceAll("\\D", "");
            return digits.isEmpty() || digits.length() > 18 ? Optional.empty() : Optional.of(Long.parseLong(digits));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public void writePid(String name, long pid) {
        write(pidFile(name), pid + "\n");
    }

    public void deletePid(String name) {
        try {
            Files.deleteIfExists(pidFile(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path logs() {
        return dir.resolve("logs");
    }

    /** {@code logs/NAME.out}: a server's output beside Tomcat. */
    public Path log(String name) {
        return logs().resolve(name + ".out");
    }

    public Path catalinaOut() {
        return logs().resolve("catalina.out");
    }

    public Path tlsDir() {
        return dir.resolve(TLS_DIR);
    }

    public Path serverEnv() {
        return dir.resolve("server.env");
    }

    /** {@code server.env}'s {@code key=value} lines, in order; empty when the file is missing. */
    public Map<String, String> readServerEnv() {
        Map<String, String> env = new LinkedHashMap<>();
        if (!Files.isRegularFile(serverEnv())) {
            return env;
        }
        try {
            for (String line : Files.readAllLines(serverEnv(), StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    env.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return env;
    }

    public void writeServerEnv(Map<String, String> env) {
        StringBuilder text = new StringBuilder();
        env.forEach((k, v) -> text.append(k).append('=').append(v).append('\n'));
        write(serverEnv(), text.toString());
    }

    /**
     * A fresh {@code CATALINA_BASE}: everything from the last start removed but {@code tls/}, then {@code conf},
     * {@code logs}, {@code temp}, {@code webapps} and {@code work} made.
     */
    public void prepareFresh() {
        try {
            Files.createDirectories(dir);
            try (Stream<Path> children = Files.list(dir)) {
                for (Path child : children.toList()) {
                    if (!child.getFileName().toString().equals(TLS_DIR)) {
                        deleteTree(child);
                    }
                }
            }
            for (String sub : List.of("conf", "logs", "temp", "webapps", "work")) {
                Files.createDirectories(dir.resolve(sub));
            }
        } catch (IOException e) {
            throw LauncherException.failure("cannot prepare the server base " + dir + ": " + e.getMessage());
        }
    }

    static void deleteTree(Path path) throws IOException {
        if (!Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isDirectory(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> walk = Files.walk(path)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        } else {
            Files.delete(path);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw LauncherException.failure("cannot write " + file + ": " + e.getMessage());
        }
    }
}
