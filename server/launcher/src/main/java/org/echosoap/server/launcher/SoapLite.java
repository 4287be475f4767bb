package org.echosoap.server.launcher;

import java.io.IOException;
import java.util.List;

/**
 * The SOAP::Lite server (Perl, Debian's libsoap-lite-perl) beside Tomcat, {@code --stacks ...,soaplite}: its command
 * line, each of its processes limited to {@link #MAX_MEMORY_KIB} of address space (a request that would take more
 * fails alone), and the check that Perl has the modules it needs.
 *
 * <pre>{@code
 * SoapLite.command(script, "127.0.0.1", 12080, wsdlDir, stateDir);
 * }</pre>
 */
public final class SoapLite {

    /** Address space per process ({@code ulimit -v}, KiB). */
    public static final long MAX_MEMORY_KIB = 1_048_576;

    private SoapLite() {
    }

    public static List<String> command(java.nio.file.Path script, String host, int port, java.nio.file.Path wsdlDir,
            java.nio.file.Path stateDir) {
        return List.of("bash", "-c", "ulimit -v \"$1\" && shift && exec \"$@\"", "ulimit",
                Long.toString(MAX_MEMORY_KIB), "perl", script.toString(), "--host", host, "--port",
                Integer.toString(port), "--wsdl-dir", wsdlDir.toString(), "--state-dir", stateDir.toString());
    }

    /** Fails in one line saying what to install when perl or its modules are missing. */
    public static void requireInstalled() {
        if (!Executables.onPath("perl")) {
            throw LauncherException.failure("--stacks soaplite needs perl");
        }
        boolean modules;
        try {
            modules = new ProcessBuilder("perl", "-MSOAP::Lite", "-MHTTP::Daemon", "-e", "1")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
        } catch (IOException e) {
            modules = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            modules = false;
        }
        if (!modules) {
            throw LauncherException.failure("--stacks soaplite needs SOAP::Lite and HTTP::Daemon"
                    + " (Debian: apt-get install libsoap-lite-perl)");
        }
    }
}
