package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * {@code --stack} and {@code --stacks} refuse what they cannot mean with one line and exit 2, before anything is
 * sent (the target's port 1 never answers: a check that got as far as measuring would exit 1 instead).
 */
class StackOptionTest {

    private static final String TARGET = "http://127.0.0.1:1/echosoap";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "run --target " + TARGET + " --stack jbossws|--stack must be axis2, axis2-adb, axis2-xmlbeans, cxf, metro, axis1 or soaplite, got 'jbossws'",
        "run --target " + TARGET + " --stack soaplite --scenario benchmark.echoInts|benchmark.echoInts needs the Benchmark service, which the soaplite stack does not serve",
        "run --target " + TARGET + " --stack soaplite --with bytes|--with bytes is not served by SOAP::Lite",
        "run --target " + TARGET + " --stack cxf --scenario variant.dom|variant.dom is a servlet of echosoap.war",
        "run --target " + TARGET + " --stack axis2-adb --scenario echoFloat|echoFloat needs the EchoFloat service, which the axis2-adb stack does not serve",
        "run --target " + TARGET + " --stack axis2-xmlbeans --scenario latency.doNothing|latency.doNothing needs the Latency service",
        "run --target " + TARGET + " --stack metro --with bytes,variant.sax|--with variant.sax is a servlet of echosoap.war",
        "run --target http://127.0.0.1:1/ --stack cxf|--stack cxf needs --target to name echosoap.war's context",
        "run --url http://127.0.0.1:1/svc --request x.xml --stack cxf|--stack chooses among echosoap's own WARs",
        "suite --suite parsers --target " + TARGET + " --stack cxf|the parsers suite measures echosoap.war's parser servlets",
        "suite --suite soapbench --target " + TARGET + " --stacks cxf|--stacks belongs to the stacks, memory, matrix and layers suites",
        "suite --suite matrix --target " + TARGET + " --stack cxf|the matrix suite measures --stacks LIST, not --stack",
        "suite --suite stacks --target " + TARGET + " --stack cxf|the stacks suite measures --stacks LIST, not --stack",
        "suite --suite stacks --target " + TARGET + " --stacks axis2,websphere|--stack must be axis2, axis2-adb, axis2-xmlbeans, cxf, metro, axis1 or soaplite",
    })
    void refusesInOneLine(String commandLine, String expectedStart) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(commandLine.split(" "));
        String message = err.toString().strip();
        assertEquals(2, code, message);
        assertEquals(1, message.lines().count(), message);
        assertTrue(message.contains(expectedStart), message);
    }
}
