package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * The HTTPS connector's key pair and self-signed certificate under {@code BASE/tls}, made once by the JDK's keytool
 * and kept across starts; the certificate exported beside it as PEM and DER for clients to trust exactly it. For
 * measuring only: the keystore's password is a constant (docs/tls.md).
 *
 * <pre>{@code
 * TlsKeyPair pair = new TlsKeyPair(base.tlsDir());
 * pair.ensure("127.0.0.1"); // keytool runs only when the files are missing
 * }</pre>
 */
public record TlsKeyPair(Path dir) {

    public static final String KEYSTORE = "echosoap-server.p12";
    public static final String PASSWORD = "echosoap-measuring-only";
    public static final String CERTIFICATE_PEM = "echosoap-server.crt";
    public static final String CERTIFICATE_DER = "echosoap-server.der";
    static final String ALIAS = "echosoap";
    /** RSA 2048: what most production certificates still are, so a full handshake costs what it costs there. */
    static final String KEY_ALGORITHM = "RSA";
    static final int KEY_BITS = 2048;
    static final int VALIDITY_DAYS = 3650;

    public Path keystore() {
        return dir.resolve(KEYSTORE);
    }

    public Path certificatePem() {
        return dir.resolve(CERTIFICATE_PEM);
    }

    /** The subject alternative names: localhost, 127.0.0.1 and {@code host} (a name or an address). */
    static String subjectAlternativeNames(String host) {
        String san = "dns:localhost,ip:127.0.0.1";
        switch (host) {
            case "127.0.0.1", "0.0.0.0", "::", "localhost" -> {
                return san;
            }
            default -> {
                return san + (host.matches("[0-9.]+") ? ",ip:" : ",dns:") + host;
            }
        }
    }

    /** The keytool command lines that make the key pair and export its certificate. */
    List<List<String>> keytoolCommands(String keytool, String host) {
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of(keytool, "-genkeypair", "-alias", ALIAS, "-keyalg", KEY_ALGORITHM, "-keysize",
                Integer.toString(KEY_BITS), "-sigalg", "SHA256withRSA", "-validity", Integer.toString(VALIDITY_DAYS),
                "-dname", "CN=echosoap measuring server, O=echosoap", "-ext", "SAN=" + subjectAlternativeNames(host),
                "-storetype", "PKCS12", "-keystore", keystore().toString(), "-storepass", PASSWORD));
        commands.add(List.of(keytool, "-exportcert", "-rfc", "-alias", ALIAS, "-keystore", keystore().toString(),
                "-storepass", PASSWORD, "-file", certificatePem().toString()));
        commands.add(List.of(keytool, "-exportcert", "-alias", ALIAS, "-keystore", keystore().toString(),
                "-storepass", PASSWORD, "-file", dir.resolve(CERTIFICATE_DER).toString()));
        return commands;
    }

    /** Makes the key pair unless it is there; one line on stderr when it does. */
    public void ensure(String host) {
        if (Files.isRegularFile(keystore()) && Files.isRegularFile(certificatePem())) {
            return;
        }
        String keytool = Executables.jdkTool("keytool");
        if (keytool.equals("keytool") && !Executables.onPath("keytool")) {
            throw LauncherException.failure("--tls-port needs the JDK's keytool (on the PATH or in JAVA_HOME/bin)");
        }
        Path output = dir.resolve("keytool.out");
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            for (String file : List.of(KEYSTORE, CERTIFICATE_PEM, CERTIFICATE_DER)) {
                Files.deleteIfExists(dir.resolve(file));
            }
            Files.deleteIfExists(output);
            List<List<String>> commands = keytoolCommands(keytool, host);
            for (int i = 0; i < commands.size(); i++) {
                Process p = new ProcessBuilder(commands.get(i)).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile())).start();
                if (p.waitFor() != 0) {
                    throw LauncherException.failure("keytool could not " + (i == 0 ? "make the TLS key pair"
                            : "export the TLS certificate") + " (output: " + output + ")");
                }
            }
        } catch (IOException e) {
            throw LauncherException.failure("keytool could not make the TLS key pair in " + dir + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted while keytool ran");
        }
        System.err.println("echosoap: made a TLS key pair (" + KEY_ALGORITHM + " " + KEY_BITS
                + ", self-signed, for measuring only) in " + dir);
    }

    /** The JVM options conf/tomcat/tls-connector.xml reads. */
    public List<String> tomcatOptions(int tlsPort) {
        return List.of("-Dechosoap.tlsPort=" + tlsPort, "-Dechosoap.tlsKeystore=" + keystore(),
                "-Dechosoap.tlsKeystorePassword=" + PASSWORD);
    }
}
