package org.echosoap.client.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/result-json.md and docs/result.schema.json agree: every field list on the page is what the schema makes of it,
 * and the page lists every top-level field. {@code -Dregenerate=true} rewrites the page instead of failing.
 */
class ResultJsonDocTest {

    @Test
    void thePageIsWhatTheSchemaMakesOfIt() throws IOException {
        Path page = ResultSchema.root().resolve(ResultJsonDoc.PAGE);
        String written = Files.readString(page);
        String made = ResultJsonDoc.published().render(written);
        if (Boolean.getBoolean("regenerate")) {
            Files.writeString(page, made);
            written = made;
        }
        assertTrue(written.contains("<!-- schema: #/properties/runs -->"), ResultJsonDoc.PAGE + " has no runs[] block");
        if (!made.equals(written)) {
            fail(ResultJsonDoc.PAGE + " differs from what " + ResultSchema.FILE + " makes of it, " + firstDifference(
                    made, written) + "; to rewrite it: " + ResultJsonDoc.REGENERATE);
        }
    }

    /** The first line where the two texts differ, both ways round, so the message is short. */
    private static String firstDifference(String made, String written) {
        String[] m = made.split("\n", -1);
        String[] w = written.split("\n", -1);
        int i = 0;
        while (i < m.length && i < w.length && m[i].equals(w[i])) {
            i++;
        }
        return "line " + (i + 1) + ": the schema makes '" + (i < m.length ? m[i] : "") + "', the page has '"
                + (i < w.length ? w[i] : "") + "'";
    }

    @Test
    void thePageListsEveryTopLevelField() throws IOException {
        String written = Files.readString(ResultSchema.root().resolve(ResultJsonDoc.PAGE));
        assertTrue(written.contains("<!-- schema: # -->"), ResultJsonDoc.PAGE + " has no block of the top-level fields");
    }

    @Test
    void fieldsSharingADescriptionShareABulletAndRefsAndItemsAreFollowed() throws IOException {
        ResultJsonDoc doc = new ResultJsonDoc(new ObjectMapper().readTree("""
                {"properties": {"runs": {"type": "array", "items": {"$ref": "#/$defs/run"}}},
                 "$defs": {"run": {"properties": {
                    "a": {"description": "the pair"}, "n": {}, "b": {"description": "the pair"},
                    "p": {"$ref": "#/$defs/p"}}},
                   "p": {"description": "percentiles"}}}"""));
        assertEquals("- `a`, `b`: the pair\n- `p`: percentiles\n- also `n`\n", doc.fields("#/properties/runs"));
        String page = "# t\n\nprose\n<!-- schema: #/properties/runs -->\nstale\n<!-- /schema -->\nmore prose\n";
        assertEquals("# t\n\nprose\n<!-- schema: #/properties/runs -->\n- `a`, `b`: the pair\n- `p`: percentiles\n"
                + "- also `n`\n<!-- /schema -->\nmore prose\n", doc.render(page));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> doc.fields("#/properties/x"));
        assertTrue(e.getMessage().contains("#/properties/x"), e.getMessage());
    }
}
