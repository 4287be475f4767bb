package org.echosoap.client.resultfile;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.CharConversionException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a result.json through Jackson's tree model into {@link ResultFile}: tolerant of {@code null} figures and of
 * optional keys (older files lack {@code size}, {@code role}, {@code transport}, {@code trials}, {@code pairCostMicros}),
 * strict about what makes a file a result (valid JSON, an object, {@code "schema"} one of {@link #SCHEMAS}, an
 * endpoint name on every run and cost) and about a value of the wrong type. Every problem becomes one
 * {@link NotAResultException} line naming the file.
 *
 * <p>Schema 2 adds {@code runs[].blocks[]} (many short blocks instead of a few trials; {@code meanMicros},
 * {@code medianMicros} each), {@code costs[].statistic} ({@code mean} or {@code median}: what the headline compares)
 * and {@code costs[].pairCostMedianMicros[]}; {@code pairCostMicros[]} keeps its meaning, one paired difference of the
 * headline statistic per pair. A latency row's units are its blocks where it has them, else its trials.
 *
 * <p>{@code costs[].unitKind} ({@code epoch}, {@code fork}, {@code client} or {@code pair}) and
 * {@code costs[].unitCostMicros[]} say what the cost's interval is made of; a file without them is read as
 * {@code pair} (the interval comes from one connection set's pairs, Newey–West). {@code units} is their count and is
 * not needed: the list is read.
 *
 * <pre>{@code
 * ResultFile r = ResultFileReader.parse("results/a/result.json", bytes); // or ResultFile.read(path)
 * }</pre>
 */
public final class ResultFileReader {

    /** The result.json schemas compare reads: what {@code run} wrote before and since blocks. */
    static final List<String> SCHEMAS = ResultFormat.READABLE;

    /** {@code costs[].statistic} of schema 1, which has no such key: its costs are paired means. */
    private static final String SCHEMA_1_STATISTIC = "mean";

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private ResultFileReader() {
    }

    public static ResultFile read(Path file) {
        String source = file.toString();
        return parse(source, tree(source, bytes(file)));
    }

    /** The whole document of {@code file}, checked as {@link #read} checks it: for what copies from it or adds to it. */
    public static ObjectNode document(Path file) {
        String source = file.toString();
        JsonNode root = tree(source, bytes(file));
        parse(source, root);
        return (ObjectNode) root; // parse refused any other top level
    }

    private static byte[] bytes(Path file) {
        String source = file.toString();
        if (Files.isDirectory(file)) {
            Path inside = file.resolve("result.json");
            throw new NotAResultException(source + " is a directory, not a result.json"
                    + (Files.isRegularFile(inside) ? " (did you mean " + inside + "?)" : ""));
        }
        byte[] content;
        try {
            content = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new NotAResultException(source + " does not exist");
        } catch (AccessDeniedException e) {
            throw new NotAResultException(source + " cannot be read (permission denied)");
        } catch (IOException e) {
            throw new NotAResultException(source + " cannot be read (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + firstLine(e.getMessage())) + ")");
        }
        return content;
    }

    /** Parses {@code content}; {@code source} names it in messages and in the result. */
    public static ResultFile parse(String source, byte[] content) {
        return parse(source, tree(source, content));
    }

    private static ResultFile parse(String source, JsonNode root) {
        Fields top = new Fields(source, root, "");
        if (!root.isObject()) {
            throw top.notAResult("the top level is " + kind(root) + ", not an object");
        }
        JsonNode schema = root.get("schema");
        if (schema == null || schema.isNull()) {
            throw top.notAResult("no \"schema\" key; expected " + expectedSchemas());
        }
        if (!schema.isTextual() || !SCHEMAS.contains(schema.asText())) {
            throw top.notAResult("schema " + schema + ", expected " + expectedSchemas());
        }
        boolean schema1 = schema.asText().equals(ResultFormat.FIRST);
        Boolean complete = top.bool("complete");
        Fields env = top.object("environment");
        Fields settings = top.object("settings");
        List<ResultFile.Run> runs = new ArrayList<>();
        for (Fields run : top.array("runs")) {
            List<Fields> blocks = run.array("blocks");
            boolean inBlocks = !blocks.isEmpty();
            runs.add(new ResultFile.Run(run.text("scenario"), run.size(), run.requiredText("endpoint"),
                    run.text("role"), run.object("latencyMicros").number("mean"),
                    run.object("serverAppMicros").number("mean"),
                    unitMeans(inBlocks ? blocks : run.array("trials")),
                    inBlocks ? ResultFile.Run.BLOCK_MEANS : ResultFile.Run.TRIAL_MEANS, run.text("stack"),
                    run.number("runToRunSdMicros"), bytes(run, blocks),
                    phaseBytes(run.object("phases").object("byPhase"), "allocatedBytesCi95")));
        }
        List<ResultFile.Cost> costs = new ArrayList<>();
        int jvms = 1;
        for (Fields cost : top.array("costs")) {
            Integer costJvms = cost.integer("jvms");
            jvms = Math.max(jvms, costJvms == null ? 1 : costJvms);
            String statistic = cost.text("statistic");
            costs.add(new ResultFile.Cost(cost.text("scenario"), cost.size(), cost.requiredText("endpoint"),
                    cost.text("baselineEndpoint"), cost.number("perMessageCostMicros"), cost.number("ci95Micros"),
                    cost.number("serverCostMicros"), statistic == null && schema1 ? SCHEMA_1_STATISTIC : statistic,
                    cost.numbers("pairCostMicros"), cost.text("stack"), cost.text("unitKind"),
                    cost.numbers("unitCostMicros"), cost.number("runToRunSdMicros"),
                    phaseBytes(cost.object("phases"), "ci95AllocatedBytes"),
                    new ResultFile.Inside(cost.number("serverCostCi95Micros"), cost.numbers("serverPairCostMicros"),
                            cost.text("serverUnitKind"), cost.numbers("serverUnitCostMicros"))));
        }
        return new ResultFile(source, complete == null || complete, top.text("abortReason"),
                new ResultFile.Placement(env.text("clientHost"), env.text("targetHost")),
                new ResultFile.Settings(settings.integer("connections"), settings.bool("keepAlive"),
                        settings.text("transport")),
                runs, costs, jvms, ResultStages.of(root));
    }

    private static String expectedSchemas() {
        return String.join(" or ", SCHEMAS.stream().map(name -> "\"" + name + "\"").toList());
    }

    /**
     * The mean latency of every complete trial or block. A partial one (the run stopped inside it) measured a shorter
     * and different stretch of time: it is left out, as are units without a mean.
     */
    private static List<Double> unitMeans(List<Fields> units) {
        List<Double> means = new ArrayList<>();
        for (Fields unit : units) {
            double mean = unit.number("meanMicros");
            if (!Boolean.TRUE.equals(unit.bool("partial")) && Double.isFinite(mean)) {
                means.add(mean);
            }
        }
        return means;
    }

    /** The run's bytes per message, pooled and per complete block. */
    private static ResultFile.PerMessageBytes bytes(Fields run, List<Fields> blocks) {
        double requestBytes = run.number("requestBytes");
        return new ResultFile.PerMessageBytes(run.object("serverAllocatedBytes").number("mean"),
                perBlock(blocks, "serverAllocatedMeanBytes", 0), run.number("clientAllocatedBytesPerRequest"),
                perBlock(blocks, "clientAllocatedBytesPerRequest", 0),
                requestBytes + run.number("responseBytesPerMessage"),
                perBlock(blocks, "responseBytesPerMessage", requestBytes));
    }

    /**
     * Each phase's bytes per message in {@code phases} (a run's {@code phases.byPhase}, a cost's {@code phases}): the
     * keys are the phases, in file order; {@code ciKey} names the interval (the two objects spell it differently).
     */
    private static Map<String, ResultFile.PhaseBytes> phaseBytes(Fields phases, String ciKey) {
        Map<String, ResultFile.PhaseBytes> out = new LinkedHashMap<>();
        for (String phase : phases.keys()) {
            Fields p = phases.requiredObject(phase);
            out.put(phase, new ResultFile.PhaseBytes(p.number("allocatedBytes"), p.number(ciKey)));
        }
        return out;
    }

    /** {@code offset} + each complete block's {@code key}, where it has one (NaN offset: none). */
    private static List<Double> perBlock(List<Fields> blocks, String key, double offset) {
        List<Double> values = new ArrayList<>();
        for (Fields block : blocks) {
            double v = offset + block.number(key);
            if (!Boolean.TRUE.equals(block.bool("partial")) && Double.isFinite(v)) {
                values.add(v);
            }
        }
        return values;
    }

    private static JsonNode tree(String source, byte[] content) {
        JsonNode root;
        try {
            root = MAPPER.readTree(content);
        } catch (JsonProcessingException e) {
            throw notAResult(source, jsonProblem(e, content));
        } catch (CharConversionException e) {
            throw notAResult(source, "not UTF-8 text");
        } catch (IOException e) {
            throw notAResult(source, "unreadable JSON: " + shorten(firstLine(String.valueOf(e.getMessage()))));
        }
        if (root == null || root.isMissingNode()) {
            throw notAResult(source, "empty file");
        }
        return root;
    }

    /**
     * Says what is wrong in words a user can act on. A file cut short (a copy interrupted, a disk full, a run killed
     * while writing without {@code AtomicFiles}) ends inside a value: Jackson reports that in several ways, all at
     * the end of the content.
     */
    private static String jsonProblem(JsonProcessingException e, byte[] content) {
        JsonLocation at = e.getLocation();
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        String line = at == null ? "" : " at line " + at.getLineNr();
        if (e instanceof JsonEOFException || message.startsWith("Unexpected end-of-input") || atEnd(at, content)) {
            return "truncated JSON" + line;
        }
        if (message.startsWith("Trailing token")) {
            return "more than one JSON value: extra content" + line;
        }
        String column = at == null ? "" : ", column " + at.getColumnNr();
        return "invalid JSON" + line + column + ": " + shorten(firstLine(message));
    }

    private static boolean atEnd(JsonLocation at, byte[] content) {
        if (at == null || at.getByteOffset() < 0) {
            return false;
        }
        int end = content.length;
        while (end > 0 && Character.isWhitespace(content[end - 1])) {
            end--;
        }
        return at.getByteOffset() >= end;
    }

    static NotAResultException notAResult(String source, String why) {
        return new NotAResultException(source + " is not an echosoap result (" + why + ")");
    }

    private static String kind(JsonNode n) {
        return switch (n.getNodeType()) {
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "a " + n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    private static String firstLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }

    /** Jackson's messages list every token it expected; the start of it says enough on one line. */
    private static String shorten(String s) {
        return s.length() <= 100 ? s : s.substring(0, 99) + "…";
    }

    /**
     * An object of the file and its JSON path, for typed access with messages like
     * {@code runs[2].latencyMicros.mean is "fast", not a number}. Missing or null keys read as null/NaN.
     */
    private record Fields(String source, JsonNode node, String path) {

        private JsonNode get(String key) {
            JsonNode v = node.get(key);
            return v == null || v.isNull() ? null : v;
        }

        private String at(String key) {
            return path.isEmpty() ? key : path + "." + key;
        }

        NotAResultException notAResult(String why) {
            return ResultFileReader.notAResult(source, why);
        }

        private NotAResultException wrongType(String key, JsonNode v, String expected) {
            String shown = v.isContainerNode() ? kind(v) : v.toString();
            return notAResult(at(key) + " is " + shorten(shown) + ", not " + expected);
        }

        /** A missing or null object reads as an empty one: every figure in it is "not measured". */
        Fields object(String key) {
            JsonNode v = get(key);
            if (v != null && !v.isObject()) {
                throw wrongType(key, v, "an object");
            }
            return new Fields(source, v == null ? MAPPER.createObjectNode() : v, at(key));
        }

        /** The object's keys, in file order. */
        List<String> keys() {
            List<String> keys = new ArrayList<>();
            node.fieldNames().forEachRemaining(keys::add);
            return keys;
        }

        /** An object that must be one (a null or another value is named). */
        Fields requiredObject(String key) {
            JsonNode v = node.get(key);
            if (v == null || !v.isObject()) {
                throw notAResult(at(key) + " is " + (v == null ? "missing" : v.isContainerNode() ? kind(v)
                        : shorten(v.toString())) + ", not an object");
            }
            return new Fields(source, v, at(key));
        }

        List<Fields> array(String key) {
            JsonNode v = get(key);
            if (v == null) {
                return List.of();
            }
            if (!v.isArray()) {
                throw wrongType(key, v, "an array");
            }
            List<Fields> items = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                String itemPath = at(key) + "[" + i + "]";
                if (!v.get(i).isObject()) {
                    throw notAResult(itemPath + " is " + kind(v.get(i)) + ", not an object");
                }
                items.add(new Fields(source, v.get(i), itemPath));
            }
            return items;
        }

        /** An array of numbers; null entries ("not measured") are left out. */
        List<Double> numbers(String key) {
            JsonNode v = get(key);
            if (v == null) {
                return List.of();
            }
            if (!v.isArray()) {
                throw wrongType(key, v, "an array");
            }
            List<Double> values = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                JsonNode item = v.get(i);
                if (item.isNull()) {
                    continue;
                }
                if (!item.isNumber()) {
                    throw notAResult(at(key) + "[" + i + "] is " + shorten(item.isContainerNode() ? kind(item)
                            : item.toString()) + ", not a number");
                }
                values.add(item.asDouble());
            }
            return values;
        }

        String text(String key) {
            JsonNode v = get(key);
            if (v != null && !v.isTextual()) {
                throw wrongType(key, v, "a string");
            }
            return v == null ? null : v.asText();
        }

        String requiredText(String key) {
            String v = text(key);
            if (v == null || v.isBlank()) {
                throw notAResult(at(key) + " is missing");
            }
            return v;
        }

        double number(String key) {
            JsonNode v = get(key);
            if (v != null && !v.isNumber()) {
                throw wrongType(key, v, "a number");
            }
            return v == null ? Double.NaN : v.asDouble();
        }

        Integer integer(String key) {
            JsonNode v = get(key);
            if (v != null && !(v.isNumber() && v.canConvertToExactIntegral() && v.canConvertToInt())) {
                throw wrongType(key, v, "a whole number");
            }
            return v == null ? null : v.asInt();
        }

        Boolean bool(String key) {
            JsonNode v = get(key);
            if (v != null && !v.isBoolean()) {
                throw wrongType(key, v, "true or false");
            }
            return v == null ? null : v.asBoolean();
        }

        /** {@code size}: elements per message; null, missing or negative means "no size". */
        int size() {
            Integer size = integer("size");
            return size == null || size < 0 ? ResultFile.NO_SIZE : size;
        }
    }
}
