package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerBaseTest {

    @TempDir
    Path dir;

    @Test
    void pidFilesHoldDigitsOnlyAndGoAway() throws Exception {
        ServerBase base = new ServerBase(dir);
        assertEquals(Optional.empty(), base.readPid("tomcat"));
        Files.writeString(base.pidFile("tomcat"), "12345\n");
        assertEquals(Optional.of(12345L), base.readPid("tomcat"));
        Files.writeString(base.pidFile("grpc"), "not a pid");
        assertEquals(Optional.empty(), base.readPid("grpc"));
        base.writePid("rmi", 77);
        assertEquals("77\n", Files.readString(dir.resolve("rmi.pid")));
        base.deletePid("rmi");
        assertFalse(Files.exists(dir.resolve("rmi.pid")));
    }

    @Test
    void serverEnvRoundTripsInOrder() {
        ServerBase base = new ServerBase(dir);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("host", "127.0.0.1");
        env.put("url", "http://127.0.0.1:8080/echosoap");
        base.writeServerEnv(env);
        assertEquals(env, base.readServerEnv());
        assertEquals(java.util.List.copyOf(env.keySet()), java.util.List.copyOf(base.readServerEnv().keySet()));
    }

    @Test
    void aFreshBaseKeepsOnlyTheTlsKeyPair() throws Exception {
        ServerBase base = new ServerBase(dir);
        Files.createDirectories(dir.resolve("tls"));
        Files.writeString(dir.resolve("tls").resolve("echosoap-server.p12"), "key");
        Files.createDirectories(dir.resolve("webapps").resolve("old"));
        Files.writeString(dir.resolve("webapps").resolve("old").resolve("x.war"), "x");
        Files.writeString(dir.resolve("server.env"), "url=old");
        base.prepareFresh();
        assertTrue(Files.isRegularFile(dir.resolve("tls").resolve("echosoap-server.p12")));
        assertFalse(Files.exists(dir.resolve("server.env")));
        assertFalse(Files.exists(dir.resolve("webapps").resolve("old")));
        for (String sub : new String[] {"conf", "logs", "temp", "webapps", "work"}) {
            assertTrue(Files.isDirectory(dir.resolve(sub)), sub);
        }
    }
}
