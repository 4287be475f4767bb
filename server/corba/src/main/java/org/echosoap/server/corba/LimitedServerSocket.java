package org.echosoap.server.corba;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * The ORB's listening socket: every connection it accepts is a {@link LimitedSocket}. A plain {@link ServerSocket}
 * (no channel), so the ORB reads each connection with a blocking reader thread through the socket's input stream,
 * where the limits sit; its NIO path would read into its own buffers, unchecked.
 *
 * <pre>{@code
 * ServerSocket listener = new LimitedServerSocket(limits);
 * listener.bind(new InetSocketAddress(address, port));
 * }</pre>
 */
final class LimitedServerSocket extends ServerSocket {

    private final GiopLimits limits;

    LimitedServerSocket(GiopLimits limits) throws IOException {
        this.limits = limits;
    }

    @Override
    public Socket accept() throws IOException {
        LimitedSocket socket = new LimitedSocket(limits);
        implAccept(socket);
        return socket;
    }
}
