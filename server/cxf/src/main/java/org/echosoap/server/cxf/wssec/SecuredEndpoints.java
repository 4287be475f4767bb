package org.echosoap.server.cxf.wssec;

import java.nio.file.Path;
import java.security.KeyStore;
import java.util.function.Function;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.wss4j.common.crypto.Merlin;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.cxf.stages.SecurityStageMarks;
import org.echosoap.server.stages.Stage;

/**
 * Publishes EchoFloat once per WS-Security profile, at {@code /wssec/PROFILE/EchoFloat} under the servlet, each the
 * contract's EchoFloat endpoint (same binding, checks and wording) plus its profile's interceptors. The keys are the
 * throwaway measuring keys of {@link ThrowawayKeys}, made on first use in {@link #keyDirectory()}.
 *
 * <pre>{@code
 * SecuredEndpoints.publish(address -> ContractEndpoints.echoFloatAt(bus, address), SecuredEndpoints.keyDirectory(),
 *         Stage.SECURITY);
 * }</pre>
 */
public final class SecuredEndpoints {

    private SecuredEndpoints() {
    }

    /**
     * Where the keys are: {@code -Dechosoap.wssec.keys} ({@link ThrowawayKeys#DIRECTORY_PROPERTY}) when set, else
     * {@code wssec/} under Tomcat's base (which {@code echosoap server start} makes fresh every start), else under the
     * JVM's temporary directory.
     */
    public static Path keyDirectory() {
        String dir = System.getProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        if (dir != null && !dir.isBlank()) {
            return Path.of(dir);
        }
        String base = System.getProperty("catalina.base");
        return base != null ? Path.of(base, "wssec") : Path.of(System.getProperty("java.io.tmpdir"), "echosoap-wssec");
    }

    /**
     * Publishes every profile's endpoint through {@code echoFloatAt} (which publishes the contract's EchoFloat at an
     * address and returns it) and secures it; WSS4J's interceptors are accounted in {@code securityStage}
     * ({@link SecurityStageMarks}).
     */
    public static void publish(Function<String, EndpointImpl> echoFloatAt, Path keyDirectory, Stage securityStage) {
        KeyStore keys = ThrowawayKeys.load(ThrowawayKeys.ensure(keyDirectory).resolve(ThrowawayKeys.SERVER_FILE));
        Merlin crypto = new Merlin();
        crypto.setKeyStore(keys);
        crypto.setTrustStore(keys); // trusts exactly the client's certificate (and the server's own)
        for (WsSecProfile profile : WsSecProfile.values()) {
            String address = profile.servicePath().substring("/services".length());
            Endpoint endpoint = echoFloatAt.apply(address).getServer().getEndpoint();
            ProfileInterceptors secured = ProfileInterceptors.of(profile, crypto);
            endpoint.getInInterceptors().addAll(secured.interceptors());
            endpoint.getInInterceptors().addAll(SecurityStageMarks.around(securityStage));
            endpoint.putAll(secured.endpointProperties());
        }
    }
}
