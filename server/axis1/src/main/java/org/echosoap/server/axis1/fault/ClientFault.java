package org.echosoap.server.axis1.fault;

/**
 * What a service throws for a request that breaks the contract ({@code size must be 0 to 1000000, got -1}): the
 * servlet answers it as a {@code Client} fault with this reason. Unchecked, so the generated port type interfaces
 * ({@code throws RemoteException}) need no change.
 */
public final class ClientFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ClientFault(String reason) {
        super(reason, null, false, false);
    }
}
