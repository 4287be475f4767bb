package org.echosoap.client.cli;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The option list of {@code run} and {@code suite} in groups with headings (what to measure, measurement, load, your
 * own service, TLS, output), as k6's and Hyperfoil's help group theirs: sixty options in one list hid the few a first
 * run needs. An option of no group is listed under "Other options", so every option is shown.
 *
 * <pre>{@code
 * OptionGroups.apply(commandLine.getSubcommands().get("run"));
 * }</pre>
 */
final class OptionGroups {

    static final String TARGET = "What to measure";
    static final String MEASUREMENT = "Measurement";
    static final String LOAD = "Load";
    static final String SERVICE = "Your own service (run --url)";
    static final String TLS = "TLS";
    static final String OUTPUT = "Output";
    static final String OTHER = "Other options";
    static final String HELP = "Help";

    /** The headings in the order they are printed. */
    static final List<String> ORDER = List.of(TARGET, MEASUREMENT, LOAD, SERVICE, TLS, OUTPUT, OTHER, HELP);

    private static final Map<String, String> BY_NAME = new LinkedHashMap<>();

    static {
        put(TARGET, "--target", "--stack", "--scenario", "--with", "--size", "--sizes", "--spin-micros", "--stall",
                "--suite", "--stacks");
        put(MEASUREMENT, "--precision", "--max-time", "--duration", "--repeat", "--warmup", "--prime", "--statistic",
                "--epoch-rounds", "--baseline", "--fail-on", "--junit", "--stages");
        put(LOAD, "--connections", "--rate", "--share", "--start-at", "--start-at-file", "--no-keepalive",
                "--no-tcp-nodelay", "--timeout", "--max-errors", "--transport", "--rmi-port", "--pingpong-port", "--grpc-port", "--corba-port");
        put(OUTPUT, "--out", "--force", "--quiet", "--verbose", "--log-rounds", "--hlog", "--history", "--no-history", "--no-report");
        put(HELP, "--help", "--version");
    }

    /** Options declared in these mixins belong to their group whatever their names. */
    private static final Map<Class<?>, String> BY_MIXIN = Map.of(
            ServiceOptions.class, SERVICE, TlsOptions.class, TLS, MetricsOptions.class, OUTPUT,
            ProfileOptions.class, OUTPUT);

    private OptionGroups() {
    }

    private static void put(String group, String... names) {
        for (String name : names) {
            BY_NAME.put(name, group);
        }
    }

    /** Replaces {@code commandLine}'s option list with the grouped one. */
    static void apply(CommandLine commandLine) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = commandLine.getHelpSectionMap();
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, OptionGroups::render);
        commandLine.getCommandSpec().usageMessage().sectionMap(sections); // this command's only
    }

    /** The group of {@code option}. */
    static String groupOf(OptionSpec option) {
        if (option.userObject() instanceof Field field) {
            String group = BY_MIXIN.get(field.getDeclaringClass());
            if (group != null) {
                return group;
            }
        }
        return BY_NAME.getOrDefault(option.longestName(), OTHER);
    }

    private static String render(CommandLine.Help help) {
        Map<String, List<OptionSpec>> groups = new LinkedHashMap<>();
        ORDER.forEach(g -> groups.put(g, new ArrayList<>()));
        for (OptionSpec option : help.commandSpec().options()) {
            if (!option.hidden()) {
                groups.get(groupOf(option)).add(option);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, List<OptionSpec>> g : groups.entrySet()) {
            if (g.getValue().isEmpty()) {
                continue;
            }
            sb.append(sb.length() == 0 ? "" : "\n").append(g.getKey()).append(":\n");
            sb.append(help.optionListExcludingGroups(g.getValue(), help.createDefaultLayout(),
                    Comparator.comparingInt(OptionSpec::order), help.createDefaultParamLabelRenderer()));
        }
        return sb.toString();
    }

    /** The groups a test checks every option against. */
    static Set<String> names() {
        return Set.copyOf(ORDER);
    }
}
