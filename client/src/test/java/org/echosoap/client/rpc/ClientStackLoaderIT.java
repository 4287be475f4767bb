package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.scenario.clientstack.ClientStacks;
import org.echosoap.client.stackapi.ClientStack;
import org.junit.jupiter.api.Test;

/**
 * The client stacks as the build leaves them (target/client-stacks, unpacked from the stack modules' zips at
 * prepare-package, hence an IT): each in a class loader of its own that sees the JDK and the seam, nothing of the
 * client's class path and nothing of the other stacks'. No server needed.
 */
class ClientStackLoaderIT {

    @Test
    void everyKnownStackLoadsWithItsKeyAndADescription() {
        for (String key : ClientStacks.KEYS) {
            ClientStackLoader.Loaded loaded = ClientStackLoader.load(key);
            assertEquals(key, loaded.stack().key());
            assertTrue(loaded.stack().description().length() > 10, loaded.stack().description());
            assertSame(loaded, ClientStackLoader.load(key), "loaded once per JVM");
        }
    }

    @Test
    void aStackSeesTheSeamButNotTheClientsLibraries() throws Exception {
        ClassLoader cxf = ClientStackLoader.load("cxf").loader();
        assertSame(ClientStack.class, cxf.loadClass(ClientStack.class.getName()), "the seam is the client's own");
        assertThrows(ClassNotFoundException.class, () -> cxf.loadClass("picocli.CommandLine"));
        assertThrows(ClassNotFoundException.class, () -> cxf.loadClass(ClientStackLoader.class.getName()));
        assertThrows(ClassNotFoundException.class,
                () -> cxf.loadClass("org.apache.hc.core5.http.HttpRequest"), "the client's HTTP library");
    }

    @Test
    void theTwoJaxwsImplementationsNeverMeet() throws Exception {
        ClassLoader cxf = ClientStackLoader.load("cxf").loader();
        ClassLoader metro = ClientStackLoader.load("metro").loader();
        Class<?> cxfService = cxf.loadClass("jakarta.xml.ws.Service");
        Class<?> metroService = metro.loadClass("jakarta.xml.ws.Service");
        assertNotSame(cxfService, metroService, "each stack its own JAX-WS API");
        assertThrows(ClassNotFoundException.class, () -> cxf.loadClass("com.sun.xml.ws.spi.ProviderImpl"));
        assertThrows(ClassNotFoundException.class, () -> metro.loadClass("org.apache.cxf.jaxws.spi.ProviderImpl"));
    }
}
