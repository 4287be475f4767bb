package org.echosoap.server.axis1.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** conf/stages/axis1.tsv against the server-config.wsdd the build merges: every boundary real, every one marked. */
class Axis1StageFileTest {

    private static final String WSDD = "org/echosoap/server/axis1/web/server-config.wsdd";
    private static final String HANDLER = "java:" + StageMarkHandler.class.getName();

    @Test
    void theShippedFileNamesEveryBoundaryOnce() {
        StageMap map = Axis1Stages.load();
        assertEquals(Stage.INBOUND, map.require("transport:request"));
        assertEquals(Stage.INVOCATION, map.require("global:request"));
        assertEquals(Stage.OUTBOUND, map.require("global:response"));
        assertEquals(Stage.WRITING, map.require("servlet:response-stream"));
        assertEquals(Stage.CONTAINER_OUT, map.require("servlet:return"));
    }

    /** The engine's configuration marks exactly the handler boundaries, each where the file says it is. */
    @Test
    void theMergedWsddHasAMarkAtEachHandlerBoundary() throws Exception {
        Document wsdd = wsdd();
        assertEquals(List.of("transport:request"), marks(wsdd, "//*[local-name()='transport'][@name='http']"
                + "/*[local-name()='requestFlow']/*[local-name()='handler'][1]"));
        assertEquals(List.of("global:request"), marks(wsdd,
                "//*[local-name()='globalConfiguration']/*[local-name()='requestFlow']/*[local-name()='handler'][last()]"));
        assertEquals(List.of("global:response"), marks(wsdd,
                "//*[local-name()='globalConfiguration']/*[local-name()='responseFlow']/*[local-name()='handler'][1]"));
        List<String> all = marks(wsdd, "//*[local-name()='handler'][@type='" + HANDLER + "']");
        assertEquals(Axis1Stages.HANDLER_BOUNDARIES.stream().sorted().toList(), all.stream().sorted().toList());
    }

    @Test
    void anUnknownBoundaryIsOneLineNamingTheFileAndTheLine() throws Exception {
        String file = "# a comment\ntransport:request\tinbound\tx\nglobal:requets\tinvocation\ttypo\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Axis1Stages.check(StageMap.parse("axis1.tsv", new StringReader(file))));
        assertEquals("axis1.tsv line 3: boundary 'global:requets' is not one of Axis 1's [global:request, "
                + "global:response, servlet:fault, servlet:response-stream, servlet:return, transport:request]",
                e.getMessage());
    }

    @Test
    void aMissingBoundaryIsOneLine() throws Exception {
        String file = "transport:request\tinbound\tx\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Axis1Stages.check(StageMap.parse("axis1.tsv", new StringReader(file))));
        assertEquals("axis1.tsv: no stage for Axis 1's boundaries [global:request, global:response, servlet:fault, "
                + "servlet:response-stream, servlet:return]", e.getMessage());
    }

    private static Document wsdd() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        try (InputStream in = Axis1StageFileTest.class.getClassLoader().getResourceAsStream(WSDD)) {
            return f.newDocumentBuilder().parse(in);
        }
    }

    private static List<String> marks(Document wsdd, String handlers) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        NodeList nodes = (NodeList) xpath.evaluate(handlers, wsdd, XPathConstants.NODESET);
        List<String> boundaries = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            org.w3c.dom.Node n = nodes.item(i);
            assertEquals(HANDLER, ((org.w3c.dom.Element) n).getAttribute("type"));
            boundaries.add(xpath.evaluate("*[local-name()='parameter'][@name='"
                    + StageMarkHandler.BOUNDARY_OPTION + "']/@value", n));
        }
        return boundaries;
    }
}
