package org.echosoap.server.metro.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * echosoap-metro.war's endpoint tubeline (WEB-INF/metro.xml) against the stage tubes of server/metro: every position
 * real and marked. Here, in the module that owns metro.xml, so that no module reads another's files.
 */
class MetroTubelineTest {

    private static final Path METRO_XML = Path.of("src/main/webapp/WEB-INF/metro.xml");
    private static final String TUBES = StageTubes.class.getName() + "$";

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
