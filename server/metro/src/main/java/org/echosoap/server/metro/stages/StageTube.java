package org.echosoap.server.metro.stages;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.NextAction;
import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.pipe.helper.AbstractFilterTubeImpl;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.Stages;

/**
 * A tube that only moves the message's stage accounts on: to {@code down}'s stage as the request passes it towards
 * the terminal tube, to {@code up}'s as the answer (or an exception) passes it back. Metro's fiber runs a servlet
 * request's tubes one after another on the request thread, so sequential marks suffice.
 */
final class StageTube extends AbstractFilterTubeImpl {

    private final String position;
    private final Stage down;
    private final Stage up;

    StageTube(Tube next, String position, Stage down, Stage up) {
        super(next);
        this.position = position;
        this.down = down;
        this.up = up;
    }

    private StageTube(StageTube that, TubeCloner cloner) {
        super(that, cloner);
        this.position = that.position;
        this.down = that.down;
        this.up = that.up;
    }

    @Override
    public StageTube copy(TubeCloner cloner) {
        return new StageTube(this, cloner);
    }

    @Override
    public NextAction processRequest(Packet request) {
        Stages.moveTo(down);
        return super.processRequest(request);
    }

    @Override
    public NextAction processResponse(Packet response) {
        Stages.moveTo(up);
        return super.processResponse(response);
    }

    @Override
    public NextAction processException(Throwable t) {
        Stages.moveTo(up);
        return super.processException(t);
    }

    /** Its place in the tubeline ({@code above-terminal}). */
    String position() {
        return position;
    }

    /** The tube below it. */
    Tube nextTube() {
        return next;
    }
}
