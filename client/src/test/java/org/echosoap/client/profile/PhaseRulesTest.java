package org.echosoap.client.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.echosoap.client.result.Phase;

class PhaseRulesTest {

    private static final PhaseClassifier BUILT_IN = new PhaseClassifier(PhaseRules.builtIn());

    @Test
    void theLongestPrefixWinsWhateverTheOrder() {
        PhaseRules rules = PhaseRules.parse("writing\tcom.ctc.wstx.sw.\nreading\tcom.ctc.wstx.\n", "t.tsv");
        assertEquals(Phase.WRITING, rules.phaseOf("com.ctc.wstx.sw.BufferingXmlWriter.writeRaw"));
        assertEquals(Phase.READING, rules.phaseOf("com.ctc.wstx.sr.BasicStreamReader.next"));
        assertNull(rules.phaseOf("com.ctc.wstxfoo.X.y"), "a prefix matches whole names only");
    }

    @Test
    void aBadLineIsOneLineNamingTheFileAndTheLine() {
        assertEquals("r.tsv line 3: unknown phase 'readng' (http, reading, binding, handlers, writing, security, "
                        + "service, or pass; a trailing * claims the callees too)",
                assertThrows(IllegalArgumentException.class,
                        () -> PhaseRules.parse("# c\nreading\tcom.a.\nreadng\tcom.b.\n", "r.tsv")).getMessage());
        assertEquals("r.tsv line 1: expected 'phase<TAB>frame prefix[<TAB>why]', got 'reading com.a.'",
                assertThrows(IllegalArgumentException.class,
                        () -> PhaseRules.parse("reading com.a.\n", "r.tsv")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> PhaseRules.parse("gc\tcom.a.\n", "r.tsv")).getMessage().startsWith("r.tsv line 1: phase gc is not"));
        assertEquals("r.tsv line 2: com.a. has a rule already (r.tsv line 1)",
                assertThrows(IllegalArgumentException.class,
                        () -> PhaseRules.parse("reading\tcom.a.\nwriting\tcom.a.\n", "r.tsv")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PhaseRules.builtIn()
                        .with(PhaseRules.parse("binding\tcom.ctc.wstx.\n", "mine.tsv"))).getMessage()
                .startsWith("mine.tsv line 1: com.ctc.wstx. has a rule already (conf/phases/common.tsv line "));
    }

    @Test
    void everyBuiltInFileLoadsWithoutOverlaps() {
        assertTrue(PhaseRules.builtIn().size() > 100);
    }

    /** One representative stack per phase and stack: leaf first, as JFR gives it. */
    static Stream<Arguments> stacks() {
        String tomcat = "org.apache.catalina.core.ApplicationFilterChain.doFilter";
        return Stream.of(
                // common: the container, the baselines, the parsers of the variants, crypto
                Arguments.of("common", List.of("sun.nio.ch.SocketDispatcher.read0", "org.apache.tomcat.util.net.NioChannel.read", tomcat), Phase.HTTP),
                Arguments.of("common", List.of("java.lang.System.nanoTime", "org.echosoap.server.baseline.SpinServlet.spin", tomcat), Phase.SERVICE),
                Arguments.of("common", List.of("java.util.HashMap.get", "com.sun.org.apache.xerces.internal.parsers.DOMParser.parse", "org.echosoap.server.variant.DomServlet.doPost", tomcat), Phase.READING),
                Arguments.of("common", List.of("org.echosoap.server.variant.SaxServlet.doPost", tomcat), Phase.BINDING),
                Arguments.of("common", List.of("sun.security.provider.DigestBase.engineUpdate", "org.apache.wss4j.dom.engine.WSSecurityEngine.processSecurityHeader", tomcat), Phase.SECURITY),
                // Axis2 and AXIOM
                Arguments.of("axis2", List.of("com.ctc.wstx.sr.BasicStreamReader.next", "org.apache.axiom.om.impl.builder.StAXOMBuilder.next", "org.apache.axis2.engine.AxisEngine.receive", tomcat), Phase.READING),
                Arguments.of("axis2", List.of("org.apache.axis2.engine.Phase.invoke", "org.apache.axis2.engine.AxisEngine.receive", tomcat), Phase.HANDLERS),
                Arguments.of("axis2", List.of("com.ctc.wstx.sw.BufferingXmlWriter.writeRaw", "org.apache.axiom.core.stream.serializer.Serializer.startElement", tomcat), Phase.WRITING),
                Arguments.of("axis2", List.of("org.apache.axis2.databinding.utils.ConverterUtil.convertToFloat", "org.apache.axis2.engine.AxisEngine.receive", tomcat), Phase.BINDING),
                // CXF
                Arguments.of("cxf", List.of("org.apache.cxf.phase.PhaseInterceptorChain.doIntercept", tomcat), Phase.HANDLERS),
                Arguments.of("cxf", List.of("org.glassfish.jaxb.runtime.v2.runtime.unmarshaller.UnmarshallingContext.startElement", "org.apache.cxf.jaxb.JAXBEncoderDecoder.unmarshall", "org.apache.cxf.phase.PhaseInterceptorChain.doIntercept", tomcat), Phase.BINDING),
                Arguments.of("cxf", List.of("org.apache.cxf.interceptor.StaxOutInterceptor.handleMessage", "org.apache.cxf.phase.PhaseInterceptorChain.doIntercept", tomcat), Phase.WRITING),
                // Metro
                Arguments.of("metro", List.of("com.sun.xml.ws.api.pipe.Fiber.__doRun", tomcat), Phase.HANDLERS),
                Arguments.of("metro", List.of("com.sun.xml.ws.encoding.StreamSOAPCodec.decode", "com.sun.xml.ws.api.pipe.Fiber.__doRun", tomcat), Phase.READING),
                Arguments.of("metro", List.of("com.sun.xml.ws.encoding.StreamSOAPCodec.encode", "com.sun.xml.ws.api.pipe.Fiber.__doRun", tomcat), Phase.WRITING),
                Arguments.of("metro", List.of("com.sun.xml.wss.impl.SecurityRecipient.validateMessage", "com.sun.xml.ws.api.pipe.Fiber.__doRun", tomcat), Phase.SECURITY),
                // Axis 1 and Apache SOAP
                Arguments.of("axis1", List.of("org.apache.axis.encoding.DeserializationContext.parse", "org.apache.axis.server.AxisServer.invoke", tomcat), Phase.READING),
                Arguments.of("axis1", List.of("org.apache.axis.server.AxisServer.invoke", tomcat), Phase.HANDLERS),
                Arguments.of("axis1", List.of("org.apache.axis.encoding.ser.SimpleDeserializer.onEndElement", "org.apache.axis.server.AxisServer.invoke", tomcat), Phase.BINDING),
                Arguments.of("apachesoap", List.of("org.apache.soap.server.http.RPCRouterServlet.doPost", tomcat), Phase.HANDLERS),
                Arguments.of("apachesoap", List.of("org.apache.soap.encoding.soapenc.ParameterSerializer.unmarshall", "org.apache.soap.server.http.RPCRouterServlet.doPost", tomcat), Phase.BINDING));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("stacks")
    void eachStacksRulesPutItsCodeInItsPhase(String stack, List<String> framesLeafFirst, Phase expected) {
        assertEquals(expected, BUILT_IN.classify(framesLeafFirst).phase(), () -> stack + ": " + framesLeafFirst);
    }

    @Test
    void aScopeRuleClaimsEverythingItsFrameCalls() {
        String tomcat = "org.apache.catalina.core.ApplicationFilterChain.doFilter";
        // WS-Security's DOM and XPath work would be reading without the scope; inside WSS4J it is security's.
        assertEquals(Phase.SECURITY, BUILT_IN.classify(List.of("com.sun.org.apache.xerces.internal.dom.ElementNSImpl.setName",
                "org.apache.wss4j.dom.engine.WSSecurityEngine.processSecurityHeader",
                "org.apache.cxf.phase.PhaseInterceptorChain.doIntercept", tomcat)).phase());
        assertEquals(Phase.READING, BUILT_IN.classify(List.of("com.sun.org.apache.xerces.internal.dom.ElementNSImpl.setName",
                "org.apache.cxf.phase.PhaseInterceptorChain.doIntercept", tomcat)).phase());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PhaseRules.parse("pass*\tcom.a.\n", "r.tsv"))
                .getMessage().startsWith("r.tsv line 1: pass* means nothing"));
    }

    @Test
    void aFrameNoRuleClaimsIsOtherAndNamedWhileTheJdksOwnPass() {
        PhaseClassifier.Outcome o = BUILT_IN.classify(List.of("java.util.ArrayList.add", "com.example.Mine.work",
                "org.apache.catalina.core.ApplicationFilterChain.doFilter"));
        assertEquals(Phase.OTHER, o.phase());
        assertEquals("com.example.Mine.work", o.frame());
        PhaseClassifier mine = new PhaseClassifier(PhaseRules.builtIn()
                .with(PhaseRules.parse("service\tcom.example.\n", "mine.tsv")));
        assertEquals(Phase.SERVICE, mine.classify(List.of("java.util.ArrayList.add", "com.example.Mine.work")).phase());
        assertEquals(Phase.HTTP, BUILT_IN.classify(List.of("org.slf4j.Logger.debug",
                "org.apache.catalina.connector.CoyoteAdapter.service")).phase(), "a pass rule gives the caller's phase");
    }
}
