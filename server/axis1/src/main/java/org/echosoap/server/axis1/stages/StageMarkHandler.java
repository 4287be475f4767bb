package org.echosoap.server.axis1.stages;

import org.apache.axis.MessageContext;
import org.apache.axis.handlers.BasicHandler;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * An Axis 1 handler that only moves the message's stage accounts on: deployed in server-config.wsdd's chains with a
 * {@code boundary} parameter naming its line in axis1.tsv. The stage is looked up on the first message, once, and
 * kept (Axis makes one instance per deployed handler).
 *
 * <pre>{@code
 * <handler type="java:org.echosoap.server.axis1.stages.StageMarkHandler">
 *   <parameter name="boundary" value="global:request"/>
 * </handler>
 * }</pre>
 */
public class StageMarkHandler extends BasicHandler {

    private static final long serialVersionUID = 1L;

    /** The handler parameter naming the boundary. */
    public static final String BOUNDARY_OPTION = "boundary";

    private transient volatile Stage stage;

    @Override
    public void invoke(MessageContext msgContext) {
        Stage s = stage;
        if (s == null) {
            s = Axis1Stages.stageOf((String) getOption(BOUNDARY_OPTION));
            stage = s;
        }
        Stages.moveTo(s);
    }
}
