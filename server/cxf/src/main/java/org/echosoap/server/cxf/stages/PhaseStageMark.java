package org.echosoap.server.cxf.stages;

import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * Runs first in one CXF phase and moves the message's stage accounts to that phase's stage. Sequential marks
 * ({@link Stages#moveTo}) suffice on CXF even though the out chain runs nested inside the in chain's
 * {@code post-invoke}: the out chain's first phase is marked, so each nanosecond goes to the stage of the phase it
 * was spent in, and the accounts stay exclusive.
 *
 * <pre>{@code
 * bus.getInInterceptors().add(new PhaseStageMark("in:unmarshal", Phase.UNMARSHAL, Stage.INVOCATION));
 * }</pre>
 */
public final class PhaseStageMark extends AbstractPhaseInterceptor<Message> {

    private final Stage stage;

    /** @param boundary the stage file's name for it ({@code in:unmarshal}): in its interceptor id, unique per chain */
    public PhaseStageMark(String boundary, String phase, Stage stage) {
        super(PhaseStageMark.class.getName() + "." + boundary, phase);
        this.stage = stage;
        // "*" is CXF's "before every other interceptor of the phase" (PhaseInterceptorChain.insertInterceptor).
        addBefore("*");
    }

    @Override
    public void handleMessage(Message message) {
        Stages.moveTo(stage);
    }

    /** The stage this phase begins. */
    public Stage stage() {
        return stage;
    }
}
