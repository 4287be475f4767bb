package org.echosoap.client.cli;

import org.echosoap.client.config.RunOptions;
import picocli.CommandLine;

/** The options a suite's parts get from its command line, without running anything. */
final class SuiteOptionsFixture {

    private SuiteOptionsFixture() {
    }

    /** {@code suite --suite SUITE --target http://127.0.0.1:8080/echosoap MORE...}'s part options. */
    static RunOptions options(String suite, String... more) {
        SuiteCommand command = new SuiteCommand();
        String[] args = new String[4 + more.length];
        args[0] = "--suite";
        args[1] = suite;
        args[2] = "--target";
        args[3] = "http://127.0.0.1:8080/echosoap";
        System.arraycopy(more, 0, args, 4, more.length);
        new CommandLine(command).parseArgs(args);
        return command.suiteOptions(SuiteCommand.parseSuite(suite));
    }
}
