package org.echosoap.client.report.html;

import org.echosoap.client.resultfile.Json;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.echosoap.client.compare.CompareJson;
import org.echosoap.client.resultfile.NotAResultException;
import org.echosoap.client.resultfile.ResultFile;

/**
 * What {@code echosoap report} was given, loaded: result directories or result.json files ({@code run}, {@code suite})
 * and compare directories or compare.json files ({@code compare}). A compare brings in the two results it compared
 * when their files are still where compare.json says, labelled with the compare's labels, so their latency spectra
 * can be overlaid. Any unusable input stops the report with one line naming the file
 * ({@link NotAResultException}); the strict checks of result.json are {@link ResultFile#read}'s.
 *
 * <pre>{@code
 * ReportInputs in = ReportInputs.load(List.of(Path.of("target/echosoap-demo")));
 * in.results().get(0).label(); // "echosoap-demo"
 * }</pre>
 *
 * @param results  every result, in the order given (a compare's inputs after it)
 * @param compares every comparison
 * @param notes    what the report could not use and why (shown in its header)
 */
public record ReportInputs(List<ResultData> results, List<CompareData> compares, List<String> notes) {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    public ReportInputs {
        results = List.copyOf(results);
        compares = List.copyOf(compares);
        notes = List.copyOf(notes);
    }

    /**
     * Loads every path: a directory holding result.json and/or compare.json, or one of those files.
     *
     * @throws NotAResultException naming the first unusable path
     */
    public static ReportInputs load(List<Path> paths) {
        Loader loader = new Loader();
        for (Path p : paths) {
            loader.add(p);
        }
        return loader.linkCompares();
    }

    private static final class Loader {
        private final Map<Path, ResultData> results = new LinkedHashMap<>();
        private final List<CompareData> compares = new ArrayList<>();
        private final List<Path> compareFiles = new ArrayList<>();
        private final Set<String> labels = new HashSet<>();
        private final List<String> notes = new ArrayList<>();

        void add(Path path) {
            if (Files.isDirectory(path)) {
                Path result = path.resolve("result.json");
                Path compare = path.resolve("compare.json");
                boolean any = false;
                if (Files.isRegularFile(result)) {
                    addResult(result, label(path));
                    any = true;
                }
                if (Files.isRegularFile(compare)) {
                    addCompare(compare, readTree(compare, "compare"));
                    any = true;
                }
                if (!any) {
                    throw new NotAResultException(path + " holds neither result.json nor compare.json");
                }
                return;
            }
            if (!Files.exists(path)) {
                throw new NotAResultException(path + " does not exist");
            }
            JsonNode root = tryTree(path);
            if (root != null && CompareJson.SCHEMA.equals(Json.text(root, "schema"))) {
                addCompare(path, root);
            } else {
                Path parent = path.toAbsolutePath().getParent();
                addResult(path, label(parent == null ? path : parent));
            }
        }

        private void addResult(Path file, String label) {
            Path key = file.toAbsolutePath().normalize();
            if (results.containsKey(key)) {
                return;
            }
            JsonNode root = ResultFile.document(file); // the strict check: one line naming the file
            results.put(key, ResultData.of(unique(label), file.toString(), root).withIntervalLogs(intervalLogs(key)));
        }

        private void addCompare(Path file, JsonNode root) {
            if (!root.isObject() || !CompareJson.SCHEMA.equals(Json.text(root, "schema"))) {
                throw new NotAResultException(file + " is not an echosoap comparison (expected \"schema\": \""
                        + CompareJson.SCHEMA + "\")");
            }
            JsonNode rows = root.get("rows");
            if (rows == null || !rows.isArray()) {
                throw new NotAResultException(file + " is not an echosoap comparison (no \"rows\" array)");
            }
            compares.add(CompareData.of(file.toString(), root));
            compareFiles.add(file);
        }

        /**
         * The {@code *.hlog} files in a result's directory ({@code --hlog}); one that cannot be read is left out with
         * a note, as it adds a chart and never changes a figure.
         */
        private List<IntervalLog> intervalLogs(Path resultFile) {
            Path dir = resultFile.getParent();
            List<IntervalLog> logs = new ArrayList<>();
            if (dir == null) {
                return logs;
            }
            try (var files = Files.list(dir)) {
                for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".hlog")).sorted().toList()) {
                    try {
                        logs.add(IntervalLog.read(f));
                    } catch (IllegalArgumentException e) {
                        notes.add("not shown: " + dir.getFileName() + "/" + e.getMessage());
                    }
                }
            } catch (java.io.IOException e) {
                notes.add("not shown: the interval logs of " + dir + " (" + e.getMessage() + ")");
            }
            return logs;
        }

        /** Brings in each compare's two results, labelled as the compare labels them, when they can be found. */
        ReportInputs linkCompares() {
            for (int i = 0; i < compares.size(); i++) {
                CompareData c = compares.get(i);
                link(compareFiles.get(i), c.inputA(), c.labelA());
                link(compareFiles.get(i), c.inputB(), c.labelB());
            }
            return new ReportInputs(new ArrayList<>(results.values()), compares, notes);
        }

        private void link(Path compareFile, String input, String label) {
            if (input == null) {
                return;
            }
            Path written = Path.of(input);
            Path dir = compareFile.toAbsolutePath().getParent();
            List<Path> candidates = new ArrayList<>(List.of(written));
            if (!written.isAbsolute() && dir != null) {
                candidates.add(dir.resolve(written));
                // compare --out DIR beside the results: DIR/../same-host/result.json
                if (written.getNameCount() >= 2 && dir.getParent() != null) {
                    candidates.add(dir.getParent().resolve(written.subpath(written.getNameCount() - 2, written.getNameCount())));
                }
            }
            for (Path candidate : candidates) {
                if (Files.isRegularFile(candidate)) {
                    Path key = candidate.toAbsolutePath().normalize();
                    if (!results.containsKey(key)) {
                        try {
                            addResult(candidate, label);
                        } catch (NotAResultException e) {
                            notes.add("not shown: " + e.getMessage());
                        }
                    }
                    return;
                }
            }
            notes.add(compareFile + " compared " + input + ", which is not there any more: its latency spectrum is not shown");
        }

        private String label(Path dir) {
            Path name = dir.toAbsolutePath().normalize().getFileName();
            return name == null ? dir.toString() : name.toString();
        }

        private String unique(String label) {
            String l = label;
            for (int n = 2; !labels.add(l); n++) {
                l = label + " #" + n;
            }
            return l;
        }

        private static JsonNode tryTree(Path file) {
            try {
                JsonNode root = MAPPER.readTree(Files.readAllBytes(file));
                return root == null || root.isMissingNode() ? null : root;
            } catch (IOException e) {
                return null;
            }
        }

        private static JsonNode readTree(Path file, String what) {
            try {
                JsonNode root = MAPPER.readTree(Files.readAllBytes(file));
                if (root == null || root.isMissingNode()) {
                    throw new NotAResultException(file + " is not an echosoap " + what + " (empty file)");
                }
                return root;
            } catch (JsonProcessingException e) {
                String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
                String why = m.startsWith("Unexpected end-of-input") ? "truncated JSON" : "invalid JSON";
                int line = e.getLocation() == null ? -1 : e.getLocation().getLineNr();
                throw new NotAResultException(file + " is not an echosoap " + what + " (" + why
                        + (line > 0 ? " at line " + line : "") + ")");
            } catch (IOException e) {
                throw new NotAResultException(file + " cannot be read (" + e.getClass().getSimpleName() + ")");
            }
        }
    }
}
