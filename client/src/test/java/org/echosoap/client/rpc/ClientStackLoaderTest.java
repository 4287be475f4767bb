package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.stackapi.StackCallException;
import org.junit.jupiter.api.Test;

/** What needs no built stack: a missing one is one line, and every stack failure has its error kind. */
class ClientStackLoaderTest {

    @Test
    void anUnknownStackIsOneLine() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ClientStackLoader.load("gsoap"));
        assertTrue(e.getMessage().startsWith("client stack gsoap is not built: no directory "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void theStacksAreBesideTheClientsJarOrClasses() {
        assertEquals(ClientStackLoader.DIR_NAME, ClientStackLoader.home().getFileName().toString());
        assertEquals("target", ClientStackLoader.home().getParent().getFileName().toString(),
                "client/target/client-stacks, from target/classes as from the jar");
    }

    @Test
    void everyStackFailureKindIsAnErrorKindOfTheSameName() {
        for (StackCallException.Kind kind : StackCallException.Kind.values()) {
            assertEquals(ErrorKind.valueOf(kind.name()), ClientStackTransport.kindOf(kind));
        }
    }
}
