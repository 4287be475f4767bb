package org.echosoap.server.cxf.stages;

import java.util.List;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.ws.security.wss4j.CryptoCoverageChecker;
import org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * The {@code security} stage on a WS-Security endpoint: a mark that enters it just before WSS4J's in-interceptor and
 * one that leaves it just after the coverage check, both in {@code pre-protocol}, where those run. Nested
 * ({@link Stages#enter} / {@link Stages#exit}), so the phase's own stage resumes after them. A request WSS4J refuses
 * never reaches the exit: its fault chain's marks move the top of the stack on, and the accounts stay exact.
 *
 * <pre>{@code
 * endpoint.getInInterceptors().addAll(SecurityStageMarks.around(CxfStages.load().securityStage()));
 * }</pre>
 */
public final class SecurityStageMarks {

    private static final String WSS4J_IN = WSS4JInInterceptor.class.getName();
    private static final String COVERAGE = CryptoCoverageChecker.class.getName();

    private SecurityStageMarks() {
    }

    /** The pair of marks for one endpoint's in chain. */
    public static List<Interceptor<? extends Message>> around(Stage security) {
        return List.of(new Enter(security), new Exit());
    }

    /** Enters the security stage before WSS4J. */
    static final class Enter extends AbstractPhaseInterceptor<Message> {
        private final Stage security;

        Enter(Stage security) {
            super(Enter.class.getName(), Phase.PRE_PROTOCOL);
            this.security = security;
            addBefore(WSS4J_IN);
            addBefore(COVERAGE);
        }

        @Override
        public void handleMessage(Message message) {
            Stages.enter(security);
        }
    }

    /** Leaves it after WSS4J and the coverage check. */
    static final class Exit extends AbstractPhaseInterceptor<Message> {
        Exit() {
            super(Exit.class.getName(), Phase.PRE_PROTOCOL);
            addAfter(WSS4J_IN);
            addAfter(COVERAGE);
        }

        @Override
        public void handleMessage(Message message) {
            Stages.exit();
        }
    }
}
