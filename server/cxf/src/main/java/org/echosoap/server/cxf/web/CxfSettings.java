package org.echosoap.server.cxf.web;

import org.apache.cxf.Bus;
import org.apache.cxf.staxutils.StaxUtils;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.XmlLimits;
import org.echosoap.server.cxf.faults.FaultCleaner;
import org.echosoap.server.cxf.faults.InvocationMarker;
import org.echosoap.server.cxf.inbound.FastInfosetParserSwap;
import org.echosoap.server.cxf.inbound.OperationElementCheck;
import org.echosoap.server.cxf.inbound.PositionTracking;
import org.echosoap.server.cxf.inbound.RequestPrologCheck;
import org.echosoap.server.cxf.inbound.SoapVersionCheck;

/**
 * Every CXF default echosoap changes, in one place, on this WAR's own bus (so nothing leaks into other webapps of the
 * same Tomcat, as system properties would). docs/stacks.md lists them for readers.
 *
 * <p>StAX limits (CXF applies them to each request's Woodstox reader, {@code StaxUtils.configureReader}): the
 * {@link XmlLimits} every stack enforces, so all stacks refuse the same documents.
 * <table>
 * <caption>CXF property: CXF 4.2 default -> echosoap</caption>
 * <tr><td>{@code org.apache.cxf.stax.maxElementDepth}</td><td>100 -> 1,000 (a SimpleEvent array is only 6 deep, but
 *     the contract is the same depth on every stack)</td></tr>
 * <tr><td>{@code org.apache.cxf.stax.maxChildElements}</td><td>50,000 -> 500,000: a 100,000-element array (the
 *     Benchmark limit) is 100,000 children of one element</td></tr>
 * <tr><td>{@code org.apache.cxf.stax.maxElementCount}</td><td>unlimited -> 500,000 per document</td></tr>
 * <tr><td>{@code org.apache.cxf.stax.maxAttributeCount}</td><td>500 -> 1,000 per element</td></tr>
 * <tr><td>{@code org.apache.cxf.stax.maxAttributeSize}</td><td>64 Ki -> 512 Ki characters</td></tr>
 * <tr><td>{@code org.apache.cxf.stax.maxTextLength}</td><td>128 Mi -> 20,000,000 characters, the Benchmark's limit
 *     for all text of a request (a 10 MB base64 value is 13.3 M characters)</td></tr>
 * </table>
 *
 * <p>Interceptors added (each says why in its javadoc): {@link FastInfosetParserSwap} (entity references and DTD
 * declarations in Fast Infoset), {@link RequestPrologCheck} (DOCTYPE and empty body),
 * {@link SoapVersionCheck} (envelope version against Content-Type),  {@link OperationElementCheck} (Body element
 * against the SOAPAction's operation), {@link PositionTracking} (where in the request a bad value is), {@link InvocationMarker} and {@link FaultCleaner} (fault code and a one-line
 * reason without Java internals).
 */
public final class CxfSettings {

    private CxfSettings() {
    }

    public static void applyTo(Bus bus) {
        bus.setProperty(StaxUtils.MAX_ELEMENT_DEPTH, XmlLimits.MAX_DEPTH);
        bus.setProperty(StaxUtils.MAX_CHILD_ELEMENTS, (int) XmlLimits.MAX_ELEMENTS);
        bus.setProperty(StaxUtils.MAX_ELEMENT_COUNT, XmlLimits.MAX_ELEMENTS);
        bus.setProperty(StaxUtils.MAX_ATTRIBUTE_COUNT, XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT);
        bus.setProperty(StaxUtils.MAX_ATTRIBUTE_SIZE, XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS);
        bus.setProperty(StaxUtils.MAX_TEXT_LENGTH, (int) BenchmarkLimits.MAX_TEXT_CHARS);

        bus.getInInterceptors().add(new FastInfosetParserSwap());
        bus.getInInterceptors().add(new RequestPrologCheck());
        bus.getInInterceptors().add(new SoapVersionCheck());
        bus.getInInterceptors().add(new OperationElementCheck());
        bus.getInInterceptors().add(new PositionTracking());
        bus.getInInterceptors().add(new InvocationMarker());
        bus.getOutFaultInterceptors().add(new FaultCleaner());
    }
}
