package org.echosoap.server.stages;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A stack's stage file: which of its own boundaries begins which {@link Stage}. One file per stack, so the place
 * where a stack's stages are decided is data with a test, not code spread over its handlers.
 *
 * <p>Format: one boundary a line, {@code boundary<TAB>stage<TAB>why}; {@code #} starts a comment line; blank lines
 * are skipped. The boundary is the stack's own name for a point in its pipeline ({@code phase:Dispatch} for Axis2,
 * {@code phase:unmarshal} for CXF, ...): each stack's marks look themselves up here by that name. An unknown stage or
 * a boundary named twice is one line naming the file and the line.
 *
 * <pre>{@code
 * StageMap axis2 = StageMap.resource("axis2.tsv");     // echosoap/stages/axis2.tsv on the class path
 * Stage s = axis2.stageOf("phase:Dispatch").orElseThrow();
 * }</pre>
 */
public final class StageMap {

    /** Where stage files are on the class path (copied there from {@code conf/stages/} at build time). */
    public static final String RESOURCE_FOLDER = "echosoap/stages/";

    private final String fileName;
    private final Map<String, Stage> stages;
    private final Map<String, Integer> lineOf;

    private StageMap(String fileName, Map<String, Stage> stages, Map<String, Integer> lineOf) {
        this.fileName = fileName;
        this.stages = Collections.unmodifiableMap(stages);
        this.lineOf = Collections.unmodifiableMap(lineOf);
    }

    /** The stage file {@code name} from {@link #RESOURCE_FOLDER} on this class's loader. */
    public static StageMap resource(String name) {
        String path = RESOURCE_FOLDER + name;
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        InputStream in = loader == null ? null : loader.getResourceAsStream(path);
        if (in == null) {
            in = StageMap.class.getClassLoader().getResourceAsStream(path);
        }
        if (in == null) {
            throw new IllegalArgumentException("stage file " + path + " is not on the class path");
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return parse(name, reader);
        } catch (IOException e) {
            throw new UncheckedIOException("stage file " + path + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a stage file.
     *
     * @throws IllegalArgumentException one line: {@code FILE line N: ...} (an unknown stage, a duplicate boundary,
     *                                  a line without a tab)
     */
    public static StageMap parse(String fileName, Reader reader) throws IOException {
        Map<String, Stage> stages = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        BufferedReader lines = new BufferedReader(reader);
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (fields.length < 2 || fields[0].isBlank() || fields[1].isBlank()) {
                throw new IllegalArgumentException(fileName + " line " + number
                        + ": expected boundary<TAB>stage<TAB>why, got: " + trimmed);
            }
            String boundary = fields[0].strip();
            String stageName = fields[1].strip();
            Optional<Stage> stage = Stage.ofWireName(stageName);
            if (stage.isEmpty()) {
                throw new IllegalArgumentException(fileName + " line " + number + ": unknown stage '" + stageName
                        + "' (stages: " + Stage.wireNames() + ")");
            }
            Integer earlier = lineOf.putIfAbsent(boundary, number);
            if (earlier != null) {
                throw new IllegalArgumentException(fileName + " line " + number + ": boundary '" + boundary
                        + "' is already given on line " + earlier);
            }
            stages.put(boundary, stage.get());
        }
        return new StageMap(fileName, stages, lineOf);
    }

    /** The stage a boundary begins, if the file names it. */
    public Optional<Stage> stageOf(String boundary) {
        return Optional.ofNullable(stages.get(boundary));
    }

    /** The stage a boundary begins; the boundary must be in the file. */
    public Stage require(String boundary) {
        Stage stage = stages.get(boundary);
        if (stage == null) {
            throw new IllegalArgumentException(fileName + " names no boundary '" + boundary + "'");
        }
        return stage;
    }

    /** Every boundary and its stage, in file order. */
    public Map<String, Stage> boundaries() {
        return stages;
    }

    /**
     * {@code FILE line N} of a boundary the file names, {@code FILE} alone otherwise: how a stack's own check of its
     * boundaries (a phase the stack does not have) begins its one-line error.
     */
    public String where(String boundary) {
        Integer line = lineOf.get(boundary);
        return line == null ? fileName : fileName + " line " + line;
    }

    public String fileName() {
        return fileName;
    }
}
