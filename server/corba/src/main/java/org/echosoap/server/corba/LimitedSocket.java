package org.echosoap.server.corba;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;

/**
 * An accepted connection whose input is read through {@link GiopMessageLimit}; made unconnected by {@link
 * LimitedServerSocket#accept()} and connected by the JDK's accept. One limit per connection: the ORB asks for the
 * input stream on every read, it gets the same one.
 *
 * <pre>{@code
 * Socket socket = new LimitedSocket(limits);
 * serverSocket.implAccept(socket);
 * }</pre>
 */
final class LimitedSocket extends Socket {

    private final GiopLimits limits;
    private GiopMessageLimit input;

    LimitedSocket(GiopLimits limits) {
        this.limits = limits;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (input == null) {
            input = new GiopMessageLimit(super.getInputStream(), this, limits);
        }
        return input;
    }
}
