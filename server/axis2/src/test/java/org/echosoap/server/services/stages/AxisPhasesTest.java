package org.echosoap.server.services.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Axis2's stage file against axis2.xml: every phase of every phaseOrder has its line and a {@link StageMarkHandler}
 * first in it naming that line; no line names a phase that does not exist; each in-flow ends with the handler that
 * begins the invocation; and a malformed file is one line naming the file and the line.
 */
class AxisPhasesTest {

    private static final Path AXIS2_XML = Path.of("../../webapp/src/main/webapp/WEB-INF/conf/axis2.xml");
    private static final Path STAGE_FILE = Path.of("../../conf/stages/axis2.tsv");

    private static Document axis2Xml() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(AXIS2_XML.toFile());
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    private static String boundaryOf(Element handler) {
        for (Element parameter : children(handler, "parameter")) {
            if (StageMarkHandler.BOUNDARY_PARAMETER.equals(parameter.getAttribute("name"))) {
                return parameter.getTextContent().strip();
            }
        }
        return null;
    }

    private static boolean isMark(Element handler) {
        return StageMarkHandler.class.getName().equals(handler.getAttribute("class"));
    }

    private static Axis2Marks shippedFile() throws Exception {
        return Axis2Marks.parse(Axis2Marks.FILE, new StringReader(Files.readString(STAGE_FILE)));
    }

    @Test
    void everyPhaseHasALineAndAMarkAtItsHead() throws Exception {
        Axis2Marks marks = shippedFile();
        Set<String> phases = new LinkedHashSet<>();
        for (Element order : children(axis2Xml().getDocumentElement(), "phaseOrder")) {
            String flow = order.getAttribute("type");
            for (Element phase : children(order, "phase")) {
                String boundary = Axis2Marks.PHASE_PREFIX + flow + "/" + phase.getAttribute("name");
                phases.add(boundary);
                assertTrue(marks.boundaries().containsKey(boundary), "axis2.tsv has no line for " + boundary);
                List<Element> handlers = children(phase, "handler");
                assertTrue(!handlers.isEmpty() && isMark(handlers.get(0)), boundary + ": no StageMarkHandler first");
                Element first = handlers.get(0);
                assertEquals(boundary, boundaryOf(first), boundary + ": its mark names another boundary");
                Element rule = children(first, "order").get(0);
                assertEquals(phase.getAttribute("name"), rule.getAttribute("phase"), boundary);
                assertEquals("true", rule.getAttribute("phaseFirst"), boundary + ": the mark must be phaseFirst");
            }
        }
        assertEquals(4, children(axis2Xml().getDocumentElement(), "phaseOrder").size(), "the four flows");
        Set<String> phaseLines = new TreeSet<>();
        for (String boundary : marks.boundaries().keySet()) {
            if (boundary.startsWith(Axis2Marks.PHASE_PREFIX)) {
                phaseLines.add(boundary);
            }
        }
        assertEquals(new TreeSet<>(phases), phaseLines, "axis2.tsv's phase lines are axis2.xml's phases, no more");
    }

    @Test
    void eachInFlowEndsWithTheMarkOfTheInvocation() throws Exception {
        Axis2Marks marks = shippedFile();
        for (Element order : children(axis2Xml().getDocumentElement(), "phaseOrder")) {
            String flow = order.getAttribute("type");
            List<Element> phases = children(order, "phase");
            List<Element> handlers = children(phases.get(phases.size() - 1), "handler");
            Element last = handlers.get(handlers.size() - 1);
            if (flow.equals("InFlow") || flow.equals("InFaultFlow")) {
                assertTrue(isMark(last), flow + ": its last phase does not end with a StageMarkHandler");
                assertEquals("end:" + flow, boundaryOf(last));
                assertEquals("true", children(last, "order").get(0).getAttribute("phaseLast"), flow);
                assertEquals(Stage.INVOCATION, marks.stageOf("end:" + flow));
            }
        }
    }

    @Test
    void theCodeBoundariesBeginTheirStages() throws Exception {
        Axis2Marks marks = shippedFile();
        assertEquals(Stage.INBOUND, marks.servletPost());
        assertEquals(Stage.WRITING, marks.senderWrite());
        assertEquals(Stage.OUTBOUND, marks.senderReturn());
        assertEquals(Stage.CONTAINER_OUT, marks.servletFlush());
        assertEquals(Stage.CONTAINER_OUT, marks.servletReturn());
        assertEquals(Stage.OUTBOUND, marks.stageOf("phase:OutFlow/MessageOut"));
        assertEquals(Stage.INBOUND, marks.stageOf("phase:InFlow/Dispatch"));
    }

    @Test
    void theSenderOfAxis2XmlIsTheMarkingOne() throws Exception {
        List<Element> senders = children(axis2Xml().getDocumentElement(), "transportSender");
        assertEquals(1, senders.size());
        assertEquals(EchosoapTransportSender.class.getName(), senders.get(0).getAttribute("class"));
    }

    @Test
    void theFileOnTheClassPathIsTheShippedOne() throws Exception {
        assertEquals(shippedFile().boundaries(), Axis2Marks.get().boundaries());
    }

    @Test
    void aDuplicateBoundaryIsOneLineNamingFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Axis2Marks.parse("axis2.tsv",
                new StringReader("# c\nphase:InFlow/Transport\tinbound\twhy\nphase:InFlow/Transport\toutbound\twhy\n")));
        assertEquals("axis2.tsv line 3: boundary 'phase:InFlow/Transport' is already given on line 2", e.getMessage());
    }

    @Test
    void anUnknownStageIsOneLineNamingFileAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Axis2Marks.parse("axis2.tsv",
                new StringReader("servlet:post\tinbund\twhy\n")));
        assertEquals("axis2.tsv line 1: unknown stage 'inbund' (stages: " + Stage.wireNames() + ")", e.getMessage());
    }

    @Test
    void aFileWithoutACodeBoundaryOrWithAStrangeOneIsOneLine() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Axis2Marks.parse("axis2.tsv", new StringReader("servlet:post\tinbound\twhy\n")));
        assertEquals("axis2.tsv names no boundary 'end:InFlow'", missing.getMessage());
        IllegalArgumentException strange = assertThrows(IllegalArgumentException.class,
                () -> Axis2Marks.parse("axis2.tsv", new StringReader("receiver\tinvocation\twhy\n")));
        assertTrue(strange.getMessage().startsWith("axis2.tsv: no code marks boundary 'receiver'"),
                strange.getMessage());
    }
}
