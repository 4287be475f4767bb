package org.echosoap.server.launcher;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The programs the launcher runs: found on the PATH, or the JDK's own under {@code JAVA_HOME} (the JVM catalina.sh
 * would run too).
 *
 * <pre>{@code
 * Executables.serverJava(); // $JAVA_HOME/bin/java, else "java"
 * }</pre>
 */
public final class Executables {

    private Executables() {
    }

    public static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /** A JDK tool: {@code JAVA_HOME/bin/TOOL} when there, else the name for the PATH. */
    public static String jdkTool(String tool) {
        String home = System.getenv("JAVA_HOME");
        if (home != null && !home.isBlank() && Files.isExecutable(Path.of(home, "bin", tool))) {
            return Path.of(home, "bin", tool).toString();
        }
        return tool;
    }

    /** The JVM for the servers beside Tomcat: the one catalina.sh runs Tomcat on. */
    public static String serverJava() {
        return jdkTool("java");
    }

    /** The JVM for the client: {@code $JAVA}, else "java" (as the bash launcher ran it). */
    public static String clientJava() {
        String java = System.getenv("JAVA");
        return java == null || java.isBlank() ? "java" : java;
    }
}
