package org.echosoap.server.metro.fault;

import com.sun.xml.ws.assembler.dev.ClientTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.ServerTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.TubeFactory;
import com.sun.xml.ws.api.pipe.Tube;

/**
 * Puts {@link ClientFaultTube} into Metro's endpoint tubeline. Named in {@code WEB-INF/metro.xml}
 * of echosoap-metro.war (Metro's documented way to configure the tubeline), right before the terminal tube.
 */
public final class ClientFaultTubeFactory implements TubeFactory {

    @Override
    public Tube createTube(ClientTubelineAssemblyContext context) {
        return context.getTubelineHead();
    }

    @Override
    public Tube createTube(ServerTubelineAssemblyContext context) {
        return new ClientFaultTube(context.getTubelineHead(), context.getEndpoint().getBinding(),
                context.getWsdlPort());
    }
}
