package org.echosoap.client.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The published result schema ({@code docs/result.schema.json}) as tests hold every result file to it: read a
 * {@code result.json} (or {@code pooled.json}) through {@link #read(Path)} instead of a bare parse, and a file the
 * schema does not describe fails the test that wrote it, naming the field.
 *
 * <pre>{@code
 * JsonNode result = ResultSchema.read(out.resolve("result.json")); // AssertionError: "$.costs[0].pairs: ..."
 * }</pre>
 */
public final class ResultSchema {

    /** The schema file, relative to the repository root. */
    public static final String FILE = "docs/result.schema.json";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Schema schema;

    private ResultSchema() {
    }

    /** Parses the file and checks it against the schema. */
    public static JsonNode read(Path file) {
        try {
            return valid(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses {@code json} (as {@code ResultJson.render} gives it) and checks it against the schema. */
    public static JsonNode valid(String json) {
        return valid(json, "result");
    }

    private static JsonNode valid(String json, String name) {
        JsonNode node;
        try {
            node = JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError(name + " is not JSON: " + e.getMessage(), e);
        }
        List<String> errors = errors(node);
        if (!errors.isEmpty()) {
            throw new AssertionError(name + " does not match " + FILE + ":\n  " + String.join("\n  ", errors));
        }
        return node;
    }

    /** What the schema finds wrong with {@code node}, one line each (empty when it matches). */
    public static List<String> errors(JsonNode node) {
        return schema().validate(node).stream().map(Error::toString).collect(Collectors.toList());
    }

    private static synchronized Schema schema() {
        if (schema == null) {
            try {
                JsonNode text = JSON.readTree(root().resolve(FILE).toFile());
                schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return schema;
    }

    /** The repository root: the first directory up from the working directory that holds the schema. */
    static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(FILE))) {
                return dir;
            }
        }
        throw new IllegalStateException("no " + FILE + " above " + Path.of("").toAbsolutePath());
    }
}
