package org.echosoap.server.services.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import org.junit.jupiter.api.Test;

/** The walk shared by {@link Ints} and {@link Doubles}: order, positions in messages, the sink's own refusals. */
class RepeatedElementsTest {

    private static final String NS = " xmlns='" + BenchmarkXml.NAMESPACE + "'";

    private static RequestReader open(String xml, String root) throws Exception {
        RequestReader in = new RequestReader(
                XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(xml)), Limits.MAX_TEXT_CHARS);
        in.openRoot(root);
        return in;
    }

    @Test
    void handsEveryTextToTheSinkWithItsIndexAndCountsThem() throws Exception {
        List<String> seen = new ArrayList<>();
        int count = RepeatedElements.read(open("<list" + NS + "><v>a</v><!-- c --><v> b </v><v>c</v></list>", "list"),
                "list", "v", (index, text) -> seen.add(index + "=" + text));
        assertEquals(3, count);
        assertEquals(List.of("0=a", "1= b ", "2=c"), seen);
    }

    @Test
    void turnsTheSinksNumberFormatExceptionIntoABadRequestNamingThePosition() throws Exception {
        BadRequest e = assertThrows(BadRequest.class, () -> RepeatedElements.read(
                open("<list" + NS + "><v>1</v><v>2</v></list>", "list"), "list", "v", (index, text) -> {
                    if (index == 1) {
                        throw new NumberFormatException("not a digit: '" + text + "'");
                    }
                }));
        assertEquals("v 2 is not a digit: '2'", e.getMessage());
    }

    @Test
    void refusesAnEmptyListAndAForeignChild() throws Exception {
        BadRequest empty = assertThrows(BadRequest.class,
                () -> RepeatedElements.read(open("<list" + NS + "/>", "list"), "list", "v", (index, text) -> { }));
        assertEquals("list needs at least one v element", empty.getMessage());
        assertThrows(BadRequest.class, () -> RepeatedElements.read(
                open("<list" + NS + "><w>1</w></list>", "list"), "list", "v", (index, text) -> { }));
    }
}
