package org.echosoap.server.services.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The WAR's axis2.xml against Axis2's stage file (the one on the class path, which server/axis2's AxisPhasesTest
 * checks is the shipped conf/stages/axis2.tsv): every phase of every phaseOrder has its line and a
 * {@link StageMarkHandler} first in it naming that line; no line names a phase that does not exist; each in-flow ends
 * with the handler that begins the invocation; the transport sender is the marking one. Here, in the module that owns
 * axis2.xml, so that no module reads another's files.
 */
class Axis2XmlStagesTest {

    private static final Path AXIS2_XML = Path.of("src/main/webapp/WEB-INF/conf/axis2.xml");

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

    @Test
    void everyPhaseHasALineAndAMarkAtItsHead() throws Exception {
        Axis2Marks marks = Axis2Marks.get();
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
        Axis2Marks marks = Axis2Marks.get();
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
    void theSenderOfAxis2XmlIsTheMarkingOne() throws Exception {
        List<Element> senders = children(axis2Xml().getDocumentElement(), "transportSender");
        assertEquals(1, senders.size());
        assertEquals(EchosoapTransportSender.class.getName(), senders.get(0).getAttribute("class"));
    }
}
