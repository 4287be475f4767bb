package org.echosoap.client.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * docs/result-json.md's field lists, made from {@code docs/result.schema.json} so the page cannot say what the schema
 * does not. The page's prose is written by hand; each block between {@code <!-- schema: #POINTER -->} and
 * {@code <!-- /schema -->} is the list of the fields at that JSON pointer of the schema ({@code #} alone: the top level) (through {@code $ref} and
 * {@code items}), one bullet per description, fields sharing a description on one bullet, in the schema's order.
 *
 * <pre>{@code
 * <!-- schema: #/properties/costs -->
 * - `pairs`: block pairs (units) the cost and its interval come from
 * <!-- /schema -->
 * }</pre>
 */
public final class ResultJsonDoc {

    /** The page, relative to the repository root. */
    public static final String PAGE = "docs/result-json.md";

    /** How to rewrite the page from the schema, for the message of a test that finds them apart. */
    public static final String REGENERATE = "./mvnw -B -o -q test -pl client -am -Dtest=ResultJsonDocTest"
            + " -Dregenerate=true -Dsurefire.failIfNoSpecifiedTests=false";

    private static final Pattern BLOCK = Pattern.compile(
            "(<!-- schema: (#\\S*) -->\n)(.*?)(<!-- /schema -->)", Pattern.DOTALL);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode schema;

    public ResultJsonDoc(JsonNode schema) {
        this.schema = schema;
    }

    /** The published schema, read from the repository. */
    public static ResultJsonDoc published() {
        try {
            return new ResultJsonDoc(JSON.readTree(ResultSchema.root().resolve(ResultSchema.FILE).toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code page} with every schema block made anew from the schema; the text outside the blocks as it is. */
    public String render(String page) {
        Matcher m = BLOCK.matcher(page);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + fields(m.group(2)) + m.group(4)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The bullets for the object at {@code ref} (#/...); an unknown one, or one that names no object, fails. */
    public String fields(String ref) {
        JsonNode node = object(schema.at(ref.substring(1)));
        if (!node.has("properties")) {
            throw new IllegalArgumentException(PAGE + ": " + ref + " names no object with properties in "
                    + ResultSchema.FILE);
        }
        Map<String, List<String>> namesByDescription = new LinkedHashMap<>();
        List<String> undescribed = new ArrayList<>();
        node.get("properties").fields().forEachRemaining(field -> {
            JsonNode description = field.getValue().has("description") ? field.getValue().get("description")
                    : resolve(field.getValue()).get("description");
            if (description == null) {
                undescribed.add(field.getKey());
            } else {
                namesByDescription.computeIfAbsent(description.asText(), d -> new ArrayList<>()).add(field.getKey());
            }
        });
        StringBuilder out = new StringBuilder();
        namesByDescription.forEach((description, names) ->
                out.append("- ").append(codes(names)).append(": ").append(description).append('\n'));
        if (!undescribed.isEmpty()) {
            out.append("- also ").append(codes(undescribed)).append('\n');
        }
        return out.toString();
    }

    private static String codes(List<String> names) {
        return String.join(", ", names.stream().map(n -> "`" + n + "`").toList());
    }

    /** The object a node describes: through its {@code $ref}, and through {@code items} for an array. */
    private JsonNode object(JsonNode node) {
        JsonNode n = resolve(node);
        return n.has("properties") || !n.has("items") ? n : resolve(n.get("items"));
    }

    private JsonNode resolve(JsonNode node) {
        return node.has("$ref") ? schema.at(node.get("$ref").asText().substring(1)) : node;
    }

    /** Rewrites the page in place from the schema (what {@code -Dregenerate=true} on the test does). */
    public static void main(String[] args) throws IOException {
        Path page = ResultSchema.root().resolve(PAGE);
        Files.writeString(page, published().render(Files.readString(page)));
        System.out.println("wrote " + page);
    }
}
