package org.echosoap.server.cxf.web;

import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.UnavailableException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.apache.cxf.transport.servlet.CXFNonSpringServlet;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.cxf.binary.BinaryEndpoints;
import org.echosoap.server.cxf.stages.CxfStages;
import org.echosoap.server.cxf.wssec.SecuredEndpoints;
import org.echosoap.server.stages.Stages;

/**
 * CXF's servlet for echosoap-cxf.war, mapped to {@code /services/*}: a bus of its own (no Spring), the CXF settings
 * of {@link CxfSettings}, the three contract endpoints of {@link ContractEndpoints}, and HTTP-level refusals
 * ({@link RequestGate}) answered before CXF reads anything, and the stage marks of {@link CxfStages}.
 */
public class EchosoapCxfServlet extends CXFNonSpringServlet {

    private static final long serialVersionUID = 1L;

    /**
     * What the gate lets through: the contract's services, the binary echo's (MTOM and base64) and the WS-Security
     * endpoints under {@code wssec/}.
     */
    private static final List<String> SERVICES = Stream.of(ContractEndpoints.NAMES, BinaryEndpoints.NAMES,
            List.of(WsSecProfile.PATH_SEGMENT)).flatMap(List::stream).sorted().toList();

    private transient RequestGate gate;
    private transient CxfStages stages;

    @Override
    public void init(ServletConfig config) throws ServletException {
        try {
            stages = CxfStages.load();
        } catch (IllegalArgumentException badStageFile) {
            // A malformed stage file stops the WAR with its one line, not a trace from deep inside CXF's start.
            throw new UnavailableException(badStageFile.getMessage());
        }
        super.init(config);
    }

    @Override
    protected void loadBus(ServletConfig config) {
        super.loadBus(config);
        CxfSettings.applyTo(getBus());
        stages.installOn(getBus());
        ContractEndpoints.publish(getBus());
        BinaryEndpoints.publish(getBus());
        SecuredEndpoints.publish(address -> ContractEndpoints.echoFloatAt(getBus(), address),
                SecuredEndpoints.keyDirectory(), stages.securityStage());
        gate = new RequestGate(SERVICES);
    }

    @Override
    public void service(ServletRequest req, ServletResponse res) throws ServletException, IOException {
        if (req instanceof HttpServletRequest request && res instanceof HttpServletResponse response) {
            RequestGate.Refusal refusal = gate.check(request.getMethod(), request.getPathInfo(),
                    request.getQueryString(), request.getContentType());
            if (refusal != null) {
                refuse(response, refusal);
                return;
            }
        }
        super.service(req, res);
        Stages.moveTo(stages.containerOut());
    }

    private static void refuse(HttpServletResponse response, RequestGate.Refusal refusal) throws IOException {
        response.setStatus(refusal.status());
        if (refusal.allowPost()) {
            response.setHeader("Allow", "POST");
        }
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((refusal.text() + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
