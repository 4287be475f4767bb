package org.echosoap.server.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.server.stacks.StackRows;

/**
 * The files a build makes that {@code server start} deploys or runs: the WARs of the stacks it deploys (in the stack
 * table's order, echosoap.war first), the sample service when {@code --war} names it, and the RPC servers' jars it
 * starts. Server stacks (SOAP::Lite) are scripts, built by nobody. {@code server start} requires them; the bash
 * launcher asks for them ({@code artifacts}) to build the stale ones first.
 *
 * <pre>{@code
 * ServerArtifacts.of(plan, table, layout); // [.../webapp/target/echosoap.war, .../server/rmi/target/echosoap-rmi.jar, ...]
 * }</pre>
 */
final class ServerArtifacts {

    private ServerArtifacts() {
    }

    /** What this start deploys or runs. */
    static List<Path> of(StartPlan plan, StackTable table, ProjectLayout layout) {
        List<Path> files = new ArrayList<>();
        for (String stack : table.keys(StackRows.Kind.WAR)) {
            if (plan.stacks().contains(stack)) {
                files.add(layout.stackWar(table.row(stack).orElseThrow()));
            }
        }
        if (plan.buildsSample()) {
            files.add(layout.sampleOrdersWar());
        }
        for (SideServer server : SideServer.RPC) {
            if (plan.port(server).isPresent()) {
                files.add(layout.rpcJar(server.key()));
            }
        }
        return files;
    }

    /** What any start may deploy: every stack's WAR, the sample service, every RPC server's jar. */
    static List<Path> all(StackTable table, ProjectLayout layout) {
        List<Path> files = new ArrayList<>();
        for (String stack : table.keys(StackRows.Kind.WAR)) {
            files.add(layout.stackWar(table.row(stack).orElseThrow()));
        }
        files.add(layout.sampleOrdersWar());
        for (SideServer server : SideServer.RPC) {
            files.add(layout.rpcJar(server.key()));
        }
        return files;
    }
}
