package org.echosoap.client.resultfile;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Tolerant reads from a JSON tree the strict readers have already accepted: a key that is missing, null or of another
 * type reads as "not known" (NaN, null, empty), because a report shows what a file has and says what it lacks.
 * {@code merge} reads the results it adds with them too.
 */
public final class Json {

    private Json() {
    }

    public static JsonNode at(JsonNode node, String... path) {
        JsonNode n = node;
        for (String key : path) {
            if (n == null || !n.isObject()) {
                return null;
            }
            n = n.get(key);
        }
        return n == null || n.isNull() ? null : n;
    }

    public static double number(JsonNode node, String... path) {
        JsonNode n = at(node, path);
        return n != null && n.isNumber() ? n.asDouble() : Double.NaN;
    }

    public static String text(JsonNode node, String... path) {
        JsonNode n = at(node, path);
        return n != null && n.isValueNode() ? n.asText() : null;
    }

    /** true or false, or null where the key is missing or not a boolean. */
    public static Boolean flag(JsonNode node, String... path) {
        JsonNode n = at(node, path);
        return n != null && n.isBoolean() ? n.asBoolean() : null;
    }

    /** {@code size}: elements per message, or -1 where size means nothing. */
    public static int size(JsonNode node) {
        JsonNode n = at(node, "size");
        return n != null && n.canConvertToInt() && n.asInt() >= 0 ? n.asInt() : -1;
    }

    public static List<JsonNode> objects(JsonNode node, String key) {
        JsonNode n = at(node, key);
        List<JsonNode> items = new ArrayList<>();
        if (n != null && n.isArray()) {
            n.forEach(item -> {
                if (item.isObject()) {
                    items.add(item);
                }
            });
        }
        return items;
    }

    public static List<String> texts(JsonNode node, String key) {
        JsonNode n = at(node, key);
        List<String> items = new ArrayList<>();
        if (n != null && n.isArray()) {
            n.forEach(item -> {
                if (item.isValueNode() && !item.isNull()) {
                    items.add(item.asText());
                }
            });
        }
        return items;
    }
}
