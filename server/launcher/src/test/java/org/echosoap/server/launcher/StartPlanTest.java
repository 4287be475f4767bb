package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StartPlanTest {

    private static final ProjectLayout LAYOUT = new ProjectLayout(Path.of("../.."));
    private static final StackTable TABLE = StackTable.read(LAYOUT.stackTable());

    private static StartPlan.Options options(String host, List<String> wars, boolean noRpc, String grpcPort) {
        return new StartPlan.Options(host, "8080", null, null, null, wars, false, null, false, grpcPort, false, null,
                noRpc, null, null);
    }

    @Test
    void theDefaultStartRunsEveryRpcServerOnItsDefaultPort() {
        StartPlan plan = StartPlan.of(options(null, List.of(), false, null), TABLE, LAYOUT);
        assertEquals(List.of(SideServer.RMI, SideServer.GRPC, SideServer.CORBA), plan.sideServers());
        assertEquals(LAYOUT.defaultServerBase(), plan.base().dir());
        assertEquals(TABLE.defaultSelection(), plan.stacks());
        Map<String, String> env = ServerStart.serverEnv(plan);
        assertEquals("http://127.0.0.1:8080/echosoap", env.get("url"));
        assertEquals("rmi://127.0.0.1:9179/Latency", env.get("rmi_url"));
        assertEquals("9181", env.get("pingpong_port"));
        assertEquals("grpc://127.0.0.1:10080", env.get("grpc_url"));
        assertEquals("corbaloc:iiop:1.2@127.0.0.1:11080/Latency", env.get("corba_url"));
    }

    @Test
    void theWildcardHostBindsTheRpcServersToLoopback() {
        StartPlan plan = StartPlan.of(options("0.0.0.0", List.of(), false, null), TABLE, LAYOUT);
        assertEquals("127.0.0.1", plan.rpcHost());
        assertEquals("127.0.0.1", plan.soapLiteHost());
        assertEquals("127.0.0.2", StartPlan.of(options("127.0.0.2", List.of(), true, null), TABLE, LAYOUT).soapLiteHost());
    }

    @Test
    void optionsThatExcludeEachOtherAreUsageErrors() {
        LauncherException e = assertThrows(LauncherException.class,
                () -> StartPlan.of(options(null, List.of(), true, "9999"), TABLE, LAYOUT));
        assertEquals("--grpc-port and --no-grpc (or --no-rpc) exclude each other", e.getMessage());
        assertEquals(2, e.exitStatus());
        LauncherException host = assertThrows(LauncherException.class,
                () -> StartPlan.of(options("bad host", List.of(), true, null), TABLE, LAYOUT));
        assertEquals("--host must be an address or host name, got 'bad host'", host.getMessage());
    }

    @Test
    void extraWarsAreCheckedBeforeAnythingStarts() {
        assertWar("--war x/orders.txt: not a .war file (its name without .war becomes the context path)",
                List.of("x/orders.txt"));
        assertWar("--war x/echosoap.war: the name echosoap.war is taken by echosoap's own WAR; rename yours",
                List.of("x/echosoap.war"));
        assertWar("--war x/echosoap-cxf.war: the context /echosoap-cxf is taken by the cxf stack's WAR; rename yours",
                List.of("x/echosoap-cxf.war"));
        assertWar("--war y/a.war: another --war already deploys as /a", List.of("x/a.war", "y/a.war"));
        assertWar("--war no-such-dir/a.war: no such file", List.of("no-such-dir/a.war"));
    }

    @Test
    void theSampleServiceIsTheOneWarTheLauncherBuilds() {
        StartPlan plan = StartPlan.of(options(null, List.of(LAYOUT.sampleOrdersWar().toString()), true, null), TABLE,
                LAYOUT);
        assertTrue(plan.buildsSample());
        assertEquals("sample-orders", ExtraWars.context(plan.extraWars().get(0)));
    }

    private static void assertWar(String message, List<String> wars) {
        LauncherException e = assertThrows(LauncherException.class,
                () -> StartPlan.of(options(null, wars, true, null), TABLE, LAYOUT));
        assertEquals(message, e.getMessage());
        assertEquals(1, e.exitStatus());
    }
}
