package org.echosoap.server.launcher;

import java.util.List;

/**
 * echosoap's two images, built by {@code docker/build-images.sh} from the build output before a container run, on
 * the bases asked for: {@code official} (the Dockerfiles' pinned defaults, pulled), {@code debian} (the equivalents
 * {@code docker/bases/build-bases.sh} builds from Debian's packages) or {@code auto}: the Debian-built ones when they
 * are in the image store and the official server base is not, else the official ones.
 *
 * <pre>{@code
 * new ContainerImages(layout, docker).build("auto"); // echosoap-server:dev, echosoap-client:dev
 * }</pre>
 */
final class ContainerImages {

    static final String SERVER = "echosoap-server:dev";
    static final String CLIENT = "echosoap-client:dev";
    /** The Debian-built JRE base's tag (docker/bases/build-bases.sh): its presence means the bases were built here. */
    static final String DEBIAN_JRE_BASE = "echosoap-bases/jre:17-bookworm";

    private final ProjectLayout layout;
    private final Docker docker;

    ContainerImages(ProjectLayout layout, Docker docker) {
        this.layout = layout;
        this.docker = docker;
    }

    /** {@code --bases}: checked before anything is built or started. */
    static String checkBases(String bases) {
        String b = bases == null ? "auto" : bases;
        if (!List.of("auto", "official", "debian").contains(b)) {
            throw LauncherException.usageWithHelp("--bases takes auto, official or debian, got '" + bases + "'");
        }
        return b;
    }

    /** Builds both images; returns the bases used ({@code official} or {@code debian}). */
    String build(String bases) {
        String chosen = bases;
        if ("auto".equals(bases)) {
            chosen = docker.hasImage(DEBIAN_JRE_BASE) && !docker.hasImage(officialServerBase()) ? "debian" : "official";
        }
        String script = layout.root().resolve("docker/build-images.sh").toString();
        int status = ClientJar.exec(List.of(script, "--bases", chosen), null);
        if (status != 0) {
            // build-images.sh has said why in one line (a base it cannot pull names the script that builds one here).
            throw LauncherException.failure("the images were not built (docker/build-images.sh --bases " + chosen + ")");
        }
        return chosen;
    }

    private String officialServerBase() {
        try {
            for (String line : java.nio.file.Files.readAllLines(layout.root().resolve("docker/server/Dockerfile"))) {
                if (line.startsWith("ARG BASE_IMAGE=")) {
                    return line.substring("ARG BASE_IMAGE=".length()).strip();
                }
            }
        } catch (java.io.IOException e) {
            throw LauncherException.failure("docker/server/Dockerfile: " + e.getMessage());
        }
        throw LauncherException.failure("docker/server/Dockerfile: no ARG BASE_IMAGE=");
    }
}
