package org.echosoap.server.metro.stages;

import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.assembler.dev.ClientTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.ServerTubelineAssemblyContext;
import com.sun.xml.ws.assembler.dev.TubeFactory;

/**
 * The tube factories that put a {@link StageTube} at each of {@link MetroStages#TUBE_POSITIONS}, named in
 * {@code WEB-INF/metro.xml} ({@code org.echosoap.server.metro.stages.StageTubes$AboveTerminal}, ...). A factory
 * entry there has no parameters, hence one class per position. Metro assembles the tubeline from the terminal up, so
 * {@link BelowSecurity}'s tube exists when {@link AboveSecurity} runs: if WSIT's factory put no security tube between
 * them (an endpoint without a policy), {@link AboveSecurity} removes it again, and plain endpoints have no
 * {@code security} stage at all. Client side: nothing (this WAR has no clients).
 */
public final class StageTubes {

    private StageTubes() {
    }

    /** The common part: a tube at one position, stages looked up once, at assembly. */
    abstract static class AtPosition implements TubeFactory {
        private final String position;

        AtPosition(String position) {
            this.position = position;
        }

        @Override
        public Tube createTube(ClientTubelineAssemblyContext context) {
            return context.getTubelineHead();
        }

        @Override
        public Tube createTube(ServerTubelineAssemblyContext context) {
            return new StageTube(context.getTubelineHead(), position,
                    MetroStages.stageOf("request:" + position), MetroStages.stageOf("response:" + position));
        }
    }

    /** First below Metro's transport tube: the tubeline's start and end. */
    public static final class BelowTransport extends AtPosition {
        public BelowTransport() {
            super("below-transport");
        }
    }

    /** Just above WSIT's security tube. */
    public static final class AboveSecurity extends AtPosition {
        public AboveSecurity() {
            super("above-security");
        }

        @Override
        public Tube createTube(ServerTubelineAssemblyContext context) {
            Tube head = context.getTubelineHead();
            if (head instanceof StageTube below && "below-security".equals(below.position())) {
                return below.nextTube(); // no security tube between the two: no security stage on this endpoint
            }
            return super.createTube(context);
        }
    }

    /** Just below WSIT's security tube. */
    public static final class BelowSecurity extends AtPosition {
        public BelowSecurity() {
            super("below-security");
        }
    }

    /** Just above the terminal tube (the binding and the service). */
    public static final class AboveTerminal extends AtPosition {
        public AboveTerminal() {
            super("above-terminal");
        }
    }
}
