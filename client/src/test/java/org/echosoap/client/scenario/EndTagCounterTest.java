package org.echosoap.client.scenario;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EndTagCounterTest {

    private static long count(String name, String xml, int chunkBytes) {
        EndTagCounter.State s = new EndTagCounter(name).newState();
        byte[] b = xml.getBytes(UTF_8);
        for (int i = 0; i < b.length; i += chunkBytes) {
            s.feed(b, i, Math.min(chunkBytes, b.length - i));
        }
        return s.count();
    }

    @Test
    void countsEndTagsWithAndWithoutPrefixAcrossChunks() {
        String xml = "<r><item>1</item><b:item>2</b:item><items>3</items><xitem/><item>4</item ><item/></r>";
        for (int chunk = 1; chunk <= xml.length(); chunk++) {
            assertEquals(3, count("item", xml, chunk), "chunk " + chunk);
        }
    }

    @Test
    void ignoresStartTagsTextAndOtherNames() {
        assertEquals(0, count("item", "<item>item</item2><a>&lt;/item&gt;</a>", 7));
        assertEquals(2, count("echoIntsReturn", "<x:echoIntsReturn>1</x:echoIntsReturn><echoIntsReturn>2</echoIntsReturn>", 5));
    }
}
