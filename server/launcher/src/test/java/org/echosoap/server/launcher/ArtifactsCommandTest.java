package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code artifacts}, which the bash launcher asks what to build: the files each set of {@code server start} options
 * deploys or runs, read from a stack table of the test's own (axis1 not deployed by default), and the refusals.
 */
class ArtifactsCommandTest {

    private static final String TABLE = String.join("\n",
            "# key\tkind\tmodule\tfile\tcontext\tdefault\tport",
            "axis2\twar\twebapp\techosoap.war\techosoap\tyes\t-",
            "cxf\twar\twebapp/cxf\techosoap-cxf.war\techosoap-cxf\tyes\t-",
            "metro\twar\twebapp/metro\techosoap-metro.war\techosoap-metro\tyes\t-",
            "axis1\twar\twebapp/axis1\techosoap-axis1.war\taxis1\tno\t-",
            "soaplite\tserver\tserver/soaplite\tbin/echosoap-soaplite\tsoaplite\tno\t4000", "");

    private static final String AXIS2 = "webapp/target/echosoap.war";
    private static final String CXF = "webapp/cxf/target/echosoap-cxf.war";
    private static final String METRO = "webapp/metro/target/echosoap-metro.war";
    private static final String AXIS1 = "webapp/axis1/target/echosoap-axis1.war";
    private static final String SAMPLE = "webapp/sample-orders/target/sample-orders.war";
    private static final String RMI = "server/rmi/target/echosoap-rmi.jar";
    private static final String GRPC = "server/grpc/target/echosoap-grpc.jar";
    private static final String CORBA = "server/corba/target/echosoap-corba.jar";
    private static final String LAUNCHER = "server/launcher/target/echosoap-launcher.jar";

    @TempDir
    Path root;

    @RegisterExtension
    final CapturedStreams streams = new CapturedStreams();

    @BeforeEach
    void checkoutWithItsOwnTable() throws IOException {
        Files.createDirectories(root.resolve("conf"));
        Files.writeString(root.resolve("conf/stacks.tsv"), TABLE);
        System.setProperty(ProjectLayout.ROOT_PROPERTY, root.toString());
    }

    @AfterEach
    void restore() {
        System.clearProperty(ProjectLayout.ROOT_PROPERTY);
    }

    /** The artifacts the command prints for these arguments, asserting it succeeded and said nothing on stderr. */
    private List<String> artifacts(String... args) {
        List<String> command = new ArrayList<>(List.of("artifacts"));
        command.addAll(List.of(args));
        int status = LauncherMain.run(command.toArray(String[]::new));
        assertEquals("", streams.err());
        assertEquals(0, status);
        return streams.out().lines().toList();
    }

    private List<String> under(String... relative) {
        return java.util.Arrays.stream(relative).map(r -> root.resolve(r).toString()).toList();
    }

    @Test
    void withoutArgumentsEverythingAnyCommandMayDeployTheLauncherLast() {
        assertEquals(under(AXIS2, CXF, METRO, AXIS1, SAMPLE, RMI, GRPC, CORBA, LAUNCHER), artifacts());
    }

    @Test
    void aPlainStartDeploysTheDefaultStacksAndEveryRpcServer() {
        assertEquals(under(AXIS2, CXF, METRO, RMI, GRPC, CORBA, LAUNCHER), artifacts("server", "start"));
    }

    @Test
    void stacksSelectTheWarsAxis2Always() {
        assertEquals(under(AXIS2, CXF, RMI, GRPC, CORBA, LAUNCHER),
                artifacts("server", "start", "--stacks", "cxf", "--port", "18080"));
        streams.resetOut();
        assertEquals(under(AXIS2, CXF, AXIS1, RMI, GRPC, CORBA, LAUNCHER),
                artifacts("server", "start", "--stacks=axis1,cxf"));
    }

    @Test
    void aServerStackIsAScriptNothingToBuild() {
        assumeTrue(canRunSoapLite(), "SOAP::Lite is not installed: server start --stacks soaplite refuses");
        assertEquals(under(AXIS2, RMI, GRPC, CORBA, LAUNCHER), artifacts("server", "start", "--stacks", "soaplite"));
    }

    @Test
    void noRpcServerNoJar() {
        assertEquals(under(AXIS2, CXF, METRO, LAUNCHER), artifacts("server", "start", "--no-rpc"));
        streams.resetOut();
        assertEquals(under(AXIS2, CXF, METRO, RMI, CORBA, LAUNCHER), artifacts("server", "start", "--no-grpc"));
        streams.resetOut();
        assertEquals(under(AXIS2, GRPC, LAUNCHER),
                artifacts("server", "start", "--stacks", "axis2", "--no-rmi", "--no-corba"));
    }

    @Test
    void theSampleServiceIsBuiltWhenAWarNamesItOtherWarsAreTheUsers() throws IOException {
        Path own = Files.createFile(root.resolve("orders.war"));
        assertEquals(under(AXIS2, CXF, METRO, SAMPLE, LAUNCHER), artifacts("server", "start", "--no-rpc",
                "--war", root.resolve(SAMPLE).toString(), "--war", own.toString()));
    }

    @Test
    void anUnknownStackIsOneLineStatus2AndNoList() {
        assertEquals(2, LauncherMain.run("artifacts", "server", "start", "--stacks", "nosuch"));
        assertEquals(List.of("echosoap: --stacks: unknown stack 'nosuch' (known: axis2, cxf, metro, axis1, soaplite)"),
                streams.errLines());
        assertEquals("", streams.out());
    }

    @Test
    void anUnknownOptionIsServerStartsOwnUsageError() {
        assertEquals(2, LauncherMain.run("artifacts", "server", "start", "--stack", "cxf"));
        assertEquals(List.of("echosoap: server start: unknown option '--stack'", "Try './echosoap help'."),
                streams.errLines());
        assertEquals("", streams.out());
    }

    @Test
    void anOptionRefusedByTheStartPlanIsRefusedHereToo() {
        assertEquals(2, LauncherMain.run("artifacts", "server", "start", "--port", "0"));
        assertEquals(List.of("echosoap: --port must be 1-65535, got '0'", "Try './echosoap help'."),
                streams.errLines());
        streams.resetErr();
        assertEquals(1, LauncherMain.run("artifacts", "server", "start", "--war", root.resolve("gone.war").toString()));
        assertEquals(List.of("echosoap: --war " + root.resolve("gone.war") + ": no such file"),
                streams.errLines());
        assertEquals("", streams.out());
    }

    @Test
    void anotherCommandIsAUsageError() {
        assertEquals(2, LauncherMain.run("artifacts", "server", "stop"));
        assertEquals(List.of("echosoap: artifacts takes nothing (everything) or 'server start [OPTIONS]', got"
                + " 'server stop'"), streams.errLines());
    }

    private static boolean canRunSoapLite() {
        try {
            SoapLite.requireInstalled();
            return true;
        } catch (LauncherException e) {
            return false;
        }
    }
}
