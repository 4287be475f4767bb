package org.echosoap.client.stackapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.net.ConnectException;
import java.rmi.RemoteException;
import org.junit.jupiter.api.Test;

class CauseChainTest {

    @Test
    void findsTheFirstOfTheTypesFromTheTopDown() {
        ConnectException refused = new ConnectException("Connection refused");
        IOException wrapper = new IOException("wrapped", refused);
        RuntimeException top = new RuntimeException("top", wrapper);

        assertSame(wrapper, CauseChain.of(top).find(IOException.class), "the first IOException is the wrapper");
        assertSame(refused, CauseChain.of(top).find(ConnectException.class));
        assertNull(CauseChain.of(top).find(IllegalStateException.class));
        assertSame(refused, CauseChain.of(top).findNamed("java.net.ConnectException"));
        assertSame(refused, CauseChain.of(top).root());
    }

    @Test
    void followsTheStacksOwnStepToTheNextCause() {
        // Axis 1 keeps the Java exception as RemoteException.detail, which getCause() also returns; a step that
        // skips it proves the chain walks by the given step, not by getCause().
        ConnectException refused = new ConnectException("refused");
        RemoteException fault = new RemoteException("fault", refused);

        assertSame(refused, CauseChain.of(fault, t -> t instanceof RemoteException r ? r.detail : null).root());
        assertSame(fault, CauseChain.of(fault, t -> null).root());
        assertNull(CauseChain.of(fault, t -> null).find(ConnectException.class));
    }

    @Test
    void aThrowableThatIsItsOwnCauseEndsTheChain() {
        Throwable selfish = new Throwable("loop") {
            @Override
            public synchronized Throwable getCause() {
                return this;
            }
        };
        assertSame(selfish, CauseChain.of(selfish).root());
        assertNull(CauseChain.of(selfish).find(IOException.class));
    }

    @Test
    void aMessageIsOneLineOrTheClassName() {
        assertEquals("no route to the host", CauseChain.message(new IOException("no route\n  to the host")));
        assertEquals("IOException", CauseChain.message(new IOException()));
        assertEquals("IOException", CauseChain.message(new IOException("  ")));
    }
}
