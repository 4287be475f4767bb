package org.echosoap.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tests' stacks are conf/stacks.tsv's WARs, deployed where the launcher deploys them. */
class StackTest {

    @Test
    void everyWarOfTheTableIsAStackAndNoneElse() throws IOException {
        List<String> wars = Files.readAllLines(ItPaths.root().resolve("conf/stacks.tsv")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t", -1))
                .filter(c -> c[1].equals("war")).map(c -> c[0]).toList();
        assertEquals(wars, Arrays.stream(Stack.values()).map(Stack::id).toList());
    }

    @Test
    void contextsAndWarsAreTheLaunchers() {
        assertEquals("/echosoap", Stack.AXIS2.context());
        assertEquals("/echosoap-cxf", Stack.CXF.context());
        assertEquals("/axis1", Stack.AXIS1.context());
        assertEquals(ItPaths.root().resolve("webapp/metro/target/echosoap-metro.war"), Stack.METRO.war());
        assertEquals(ItPaths.root().resolve("webapp/target/echosoap.war"), Stack.AXIS2.war());
    }
}
