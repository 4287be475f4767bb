package org.echosoap.server.services.stages;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.HandlerDescription;
import org.apache.axis2.description.Parameter;
import org.apache.axis2.handlers.AbstractHandler;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * A handler of echosoap's that moves the message's stage accounts to its boundary's stage: one at the head of each
 * phase in axis2.xml ({@code phase:InFlow/Dispatch}), and one last in the InFlow's last phase ({@code end:InFlow}),
 * after which the message receiver is invoked. Which boundary it is comes from its {@value #BOUNDARY_PARAMETER}
 * parameter; its stage from {@link Axis2Marks}, once, when Axis2 deploys the handler.
 *
 * <pre>{@code
 * <handler name="StageMark" class="org.echosoap.server.services.stages.StageMarkHandler">
 *     <order phase="Dispatch" phaseFirst="true"/>
 *     <parameter name="boundary">phase:InFlow/Dispatch</parameter>
 * </handler>
 * }</pre>
 *
 * Off unless the message asked for stages: then {@link #invoke} is one volatile read and returns.
 */
public class StageMarkHandler extends AbstractHandler {

    /** The handler parameter that names its boundary in the stage file. */
    public static final String BOUNDARY_PARAMETER = "boundary";

    private Stage stage;

    @Override
    public void init(HandlerDescription description) {
        super.init(description);
        Parameter boundary = description.getParameter(BOUNDARY_PARAMETER);
        if (boundary == null || !(boundary.getValue() instanceof String name) || name.isBlank()) {
            throw new IllegalArgumentException("axis2.xml: handler " + description.getName() + " in phase "
                    + description.getRules().getPhaseName() + " has no <parameter name=\"" + BOUNDARY_PARAMETER
                    + "\"> (its boundary in " + Axis2Marks.FILE + ")");
        }
        stage = Axis2Marks.get().stageOf(name.strip());
    }

    @Override
    public InvocationResponse invoke(MessageContext messageContext) throws AxisFault {
        Stages.moveTo(stage);
        return InvocationResponse.CONTINUE;
    }
}
