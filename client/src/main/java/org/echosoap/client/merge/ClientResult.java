package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.echosoap.client.config.Share;
import org.echosoap.client.resultfile.Json;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.resultfile.ResultFormat;

/**
 * One client's result.json as {@code merge} reads it: a result (checked as {@code compare} checks it), of schema 2,
 * with its share of the plan and every pooled histogram merge adds. Anything else is one line naming the file.
 *
 * <pre>{@code
 * ClientResult c = ClientResult.read(Path.of("results/client-0"));   // the directory or its result.json
 * c.share();   // 0/3
 * }</pre>
 *
 * @param source the file as named in messages
 * @param root   the whole file
 * @param share  which client of how many ({@code settings.share})
 */
public record ClientResult(String source, ObjectNode root, Share share) {

    /** The run histograms merge adds: all of them, or a merged figure would be one client's. */
    static final List<String> HISTOGRAMS =
            List.of("histogram", "serverAppHistogram", "outsideHistogram", "serverAllocatedBytesHistogram");

    /**
     * Reads {@code input} (a result directory or its result.json).
     *
     * @throws IllegalArgumentException with one line naming the file
     */
    public static ClientResult read(Path input) {
        Path file = Files.isDirectory(input) ? input.resolve("result.json") : input;
        String source = file.toString();
        ObjectNode root = ResultFile.document(file); // NotAResultException: one line for what is not a result
        if (!ResultFormat.CURRENT.equals(Json.text(root, "schema"))) {
            throw new IllegalArgumentException(source + " is a " + Json.text(root, "schema") + " result (trials, no "
                    + "histograms to add): merge reads " + ResultFormat.CURRENT + " results with --share");
        }
        JsonNode share = Json.at(root, "settings", "share");
        if (share == null || !share.path("index").canConvertToInt() || !share.path("count").canConvertToInt()) {
            throw new IllegalArgumentException(source + " has no settings.share: it was written by a client older than "
                    + "merge (run each client with --share I/N)");
        }
        List<JsonNode> runs = Json.objects(root, "runs");
        for (int i = 0; i < runs.size(); i++) {
            for (String key : HISTOGRAMS) {
                if (Json.text(runs.get(i), key) == null) {
                    throw new IllegalArgumentException(source + " runs[" + i + "] has no " + key + ": it was written by "
                            + "a client older than merge, whose histograms cannot all be added");
                }
            }
        }
        Share s;
        try {
            s = new Share(share.get("index").asInt(), share.get("count").asInt());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": settings.share is not a share (" + e.getMessage() + ")");
        }
        return new ClientResult(source, root, s);
    }

    /** The whole plan's connections ({@code settings.share.planConnections}). */
    public int planConnections() {
        return (int) Json.number(root, "settings", "share", "planConnections");
    }

    /** {@code environment.clientHost}, or "unknown". */
    public String host() {
        String host = Json.text(root, "environment", "clientHost");
        return host == null ? "unknown" : host;
    }

    /** {@code environment.scheduledStartAt}: the shared start it waited for, or null. */
    public Instant scheduledStartAt() {
        return instant("scheduledStartAt");
    }

    /** {@code environment.measuringStartedAt}: when it began priming, on its host's own clock, or null. */
    public Instant measuringStartedAt() {
        return instant("measuringStartedAt");
    }

    /** {@code runs[]}, in file order. */
    public List<JsonNode> runs() {
        return Json.objects(root, "runs");
    }

    /** {@code costs[]}, in file order. */
    public List<JsonNode> costs() {
        return Json.objects(root, "costs");
    }

    /** "client 1 (host-b)": how messages and warnings name it. */
    public String label() {
        return "client " + share.index() + " (" + host() + ")";
    }

    private Instant instant(String key) {
        String text = Json.text(root, "environment", key);
        try {
            return text == null ? null : Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(source + ": environment." + key + " is not an instant: " + text);
        }
    }
}
