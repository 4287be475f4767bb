package org.echosoap.client.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.echosoap.client.resultfile.ResultFile;

/**
 * The names of compare's two columns. Given ones are used as they are (and a label that claims a placement is
 * checked against the hosts); else {@code same-host} and {@code cross-host} when A ran on one host and B across two
 * (or the other way round), else the names of the results' directories when they differ, else {@code A} and
 * {@code B}. Defaults never claim a placement: an A/B comparison on one host is not "not a cross-host comparison".
 *
 * <pre>{@code
 * CompareLabels l = CompareLabels.of(a, b, Path.of("main/result.json"), Path.of("pr/result.json"), null, null);
 * l.a();   // "main"
 * }</pre>
 *
 * @param a     A's label
 * @param b     B's label
 * @param given the user gave a label: it may claim a placement
 */
record CompareLabels(String a, String b, boolean given) {

    static CompareLabels of(ResultFile resultA, ResultFile resultB, Path fileA, Path fileB, String labelA,
                            String labelB) {
        boolean given = labelA != null || labelB != null;
        Boolean aSame = sameHost(resultA.placement());
        Boolean bSame = sameHost(resultB.placement());
        String defaultA;
        String defaultB;
        if (aSame != null && bSame != null && !aSame.equals(bSame)) {
            defaultA = aSame ? "same-host" : "cross-host";
            defaultB = bSame ? "same-host" : "cross-host";
        } else {
            String nameA = directoryName(fileA);
            String nameB = directoryName(fileB);
            boolean names = nameA != null && nameB != null && !nameA.equals(nameB);
            defaultA = names ? nameA : CompareCommand.DEFAULT_LABEL_A;
            defaultB = names ? nameB : CompareCommand.DEFAULT_LABEL_B;
        }
        return new CompareLabels(labelA != null ? labelA : defaultA, labelB != null ? labelB : defaultB, given);
    }

    /** True when client and target are one host (the target on loopback or named as the client), null unknown. */
    private static Boolean sameHost(ResultFile.Placement p) {
        if (!p.known()) {
            return null;
        }
        String target = p.targetHost().toLowerCase(Locale.ROOT);
        return target.startsWith("127.") || target.equals("localhost") || target.equals("::1")
                || target.equals("[::1]") || target.equalsIgnoreCase(p.clientHost());
    }

    /** The directory a result.json (or pooled.json) lies in, or the file's own name without .json; null if none. */
    private static String directoryName(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path name = abs.getFileName();
        if (name == null) {
            return null;
        }
        String n = name.toString();
        if (n.equals("result.json") || n.equals("pooled.json")) {
            Path parent = abs.getParent() == null ? null : abs.getParent().getFileName();
            return parent == null ? null : parent.toString();
        }
        return n.endsWith(".json") ? n.substring(0, n.length() - 5) : n;
    }
}
