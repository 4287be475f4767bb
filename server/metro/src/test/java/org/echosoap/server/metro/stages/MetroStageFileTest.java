package org.echosoap.server.metro.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** conf/stages/metro.tsv against echosoap-metro.war's tubeline (WEB-INF/metro.xml): every position real and marked. */
class MetroStageFileTest {

    private static final Path METRO_XML = Path.of("../../webapp/metro/src/main/webapp/WEB-INF/metro.xml");
    private static final String TUBES = StageTubes.class.getName() + "$";

    @Test
    void theShippedFileNamesEveryBoundaryOnce() {
        StageMap map = MetroStages.load();
        assertEquals(MetroStages.boundaries(), new java.util.TreeSet<>(map.boundaries().keySet()));
        assertEquals(Stage.SECURITY, map.require("request:above-security"));
        assertEquals(Stage.SECURITY, map.require("response:below-security"));
        assertEquals(Stage.INVOCATION, map.require("request:above-terminal"));
        assertEquals(Stage.WRITING, map.require("adapter:encode"));
    }

    /** Each stage tube stands where its name says, once each, in the endpoint tubeline Metro reads. */
    @Test
    void theTubelineHasAStageTubeAtEachPosition() throws Exception {
        List<String> tubeline = endpointTubeline();
        assertEquals(tubeline.indexOf(TUBES + "BelowTransport") - 1,
                tubeline.indexOf("com.sun.xml.ws.assembler.metro.jaxws.TransportTubeFactory"), tubeline::toString);
        assertEquals(tubeline.indexOf(TUBES + "AboveSecurity") + 1,
                tubeline.indexOf("com.sun.xml.wss.provider.wsit.SecurityTubeFactory"), tubeline::toString);
        assertEquals(tubeline.indexOf(TUBES + "BelowSecurity") - 1,
                tubeline.indexOf("com.sun.xml.wss.provider.wsit.SecurityTubeFactory"), tubeline::toString);
        assertEquals(tubeline.indexOf(TUBES + "AboveTerminal") + 1,
                tubeline.indexOf("com.sun.xml.ws.assembler.jaxws.TerminalTubeFactory"), tubeline::toString);
        List<String> ours = tubeline.stream().filter(c -> c.startsWith(TUBES)).toList();
        assertEquals(List.of("BelowTransport", "AboveSecurity", "BelowSecurity", "AboveTerminal"),
                ours.stream().map(c -> c.substring(TUBES.length())).toList());
        for (String factory : ours) {
            Class.forName(factory).getConstructor().newInstance(); // a class Metro can make
        }
        assertEquals(MetroStages.TUBE_POSITIONS.size(), ours.size());
    }

    @Test
    void anUnknownBoundaryIsOneLineNamingTheFileAndTheLine() throws Exception {
        String file = "# comment\nrequest:above-termnal\tinvocation\ttypo\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MetroStages.check(StageMap.parse("metro.tsv", new StringReader(file))));
        assertEquals("metro.tsv line 2: boundary 'request:above-termnal' is not one of Metro's "
                + MetroStages.boundaries(), e.getMessage());
    }

    @Test
    void aMissingBoundaryIsOneLine() throws Exception {
        String file = "request:above-terminal\tinvocation\tx\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MetroStages.check(StageMap.parse("metro.tsv", new StringReader(file))));
        assertEquals(true, e.getMessage().startsWith("metro.tsv: no stage for Metro's boundaries [adapter:encode, "),
                e.getMessage());
    }

    private static List<String> endpointTubeline() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(
                "//*[local-name()='endpoint-side']/*[local-name()='tube-factory']",
                f.newDocumentBuilder().parse(METRO_XML.toFile()), XPathConstants.NODESET);
        List<String> classes = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            classes.add(((Element) nodes.item(i)).getAttribute("className"));
        }
        return classes;
    }
}
