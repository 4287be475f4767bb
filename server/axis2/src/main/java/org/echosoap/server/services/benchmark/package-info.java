/**
 * The SOAP Benchmark Suite (Indiana University's suite; the document/literal {@code Benchmark.wsdl} from the Axis2
 * source tree that Axis2's 2006 performance tests used) as the Axis2 service {@code Benchmark}, at
 * {@code /echosoap/services/Benchmark}.
 *
 * <h2>Contract</h2>
 * Namespace {@code http://www.extreme.indiana.edu/wsdl/Benchmark1} ({@link
 * org.echosoap.server.services.benchmark.BenchmarkXml#NAMESPACE}) on every element, children included
 * ({@code elementFormDefault="qualified"}). SOAP 1.1, document/literal. Shapes, request -> response (all names in
 * that namespace; {@code +} = one or more, {@code *} = zero or more):
 * <pre>
 * echoVoid:     &lt;echoVoid/&gt;                                  -&gt; &lt;echoVoidResponse/&gt;
 * echoBase64:   &lt;echoBase64&gt;&lt;input&gt;B64&lt;/input&gt;             -&gt; &lt;echoBase64Response&gt;&lt;echoBase64Return&gt;B64&lt;/...&gt;
 * echoStrings:  &lt;echoStrings&gt;&lt;input&gt;s&lt;/input&gt;+             -&gt; &lt;echoStringsResponse&gt;&lt;echoStringsReturn&gt;s&lt;/...&gt;+
 * echoInts:     &lt;echoInts&gt;&lt;input&gt;1&lt;/input&gt;+                -&gt; &lt;echoIntsResponse&gt;&lt;echoIntsReturn&gt;1&lt;/...&gt;+
 * echoDoubles:  &lt;echoDoubles&gt;&lt;input&gt;0.5&lt;/input&gt;+           -&gt; &lt;echoDoublesResponse&gt;&lt;echoDoublesReturn&gt;0.5&lt;/...&gt;+
 * echoSimpleEvents: &lt;echoSimpleEventsRequest&gt;&lt;input&gt;&lt;item&gt;EVENT&lt;/item&gt;*&lt;/input&gt;
 *                                                  -&gt; &lt;echoSimpleEventsResponse&gt;&lt;echoSimpleEventsReturn&gt;&lt;item&gt;EVENT&lt;/item&gt;*
 * echoMeshInterfaceObjects: &lt;echoMeshInterfaceObjectsRequest&gt;&lt;input&gt;MESH&lt;/input&gt;+
 *                                                  -&gt; &lt;echoMeshInterfaceObjectsResponse&gt;&lt;echoMeshInterfaceObjectReturn&gt;MESH&lt;/...&gt;+
 * receiveBase64/Strings/Ints/Doubles: &lt;receiveX&gt;&lt;input&gt;...  (as echo)  -&gt; &lt;receiveXResponse&gt;&lt;receiveXReturn&gt;N&lt;/...&gt;
 * receiveSimpleEvents: &lt;receiveSimpleEventsRequest&gt;&lt;input&gt;&lt;item&gt;EVENT&lt;/item&gt;*&lt;/input&gt;
 *                                                  -&gt; &lt;receiveSimpleEventsResponse&gt;&lt;receiveSimpleEventsReturn&gt;N
 * receiveMeshInterfaceObjects: &lt;receiveMeshInterfaceObjectsRequest&gt;&lt;input&gt;&lt;item&gt;MESH&lt;/item&gt;*&lt;/input&gt;
 *                                                  -&gt; &lt;receiveMeshInterfaceObjectsResponse&gt;&lt;receiveMeshInterfaceObjectsReturn&gt;N
 * sendBase64/Strings/Ints/Doubles: &lt;sendX&gt;&lt;size&gt;N&lt;/size&gt;   -&gt; &lt;sendXResponse&gt;&lt;sendXReturn&gt;v0&lt;/...&gt; (Base64: one element)
 * sendSimpleEvents: &lt;sendSimpleEventsRequest&gt;&lt;size&gt;N&lt;/size&gt;  -&gt; &lt;sendSimpleEventsResponse&gt;&lt;sendSimpleEventsReturn&gt;&lt;item&gt;EVENT&lt;/item&gt;*
 * sendMeshInterfaceObjects: &lt;sendMeshInterfaceObjectsRequest&gt;&lt;size&gt;N&lt;/size&gt;
 *                                                  -&gt; &lt;sendMeshInterfaceObjectsResponse&gt;&lt;sendMeshInterfaceObjectsReturn&gt;&lt;item&gt;MESH&lt;/item&gt;*
 *
 * EVENT = &lt;sequenceNumber&gt;int&lt;/sequenceNumber&gt;&lt;timestamp&gt;double&lt;/timestamp&gt;&lt;message&gt;string&lt;/message&gt;
 * MESH  = &lt;x&gt;int&lt;/x&gt;&lt;y&gt;int&lt;/y&gt;&lt;value&gt;double&lt;/value&gt;
 * </pre>
 * Irregular names are the contract's: the SimpleEvents and MeshInterfaceObjects request elements end in
 * {@code Request}; echoMeshInterfaceObjects has no array wrapper and answers the singular
 * {@code echoMeshInterfaceObjectReturn}; {@code ArrayOf*} wrappers hold {@code item} children, which may be
 * {@code xsi:nil="true"}. EVENT and MESH are {@code xsd:all}: fields in any order on input, in the order above on
 * output.
 *
 * <h2>Semantics</h2>
 * <ul>
 * <li><b>echo</b> answers the values it got, same order, same count. Values are converted for real, as a toolkit
 *     does (seed 000): ints and doubles are parsed and formatted back ({@code 007} -> {@code 7}, {@code 1.50} ->
 *     {@code 1.5}, {@code 1e10} -> {@code 1.0E10}, {@code INF}/{@code -INF}/{@code NaN} as such; see
 *     {@link org.echosoap.server.contract.xsd.XsdDouble}); base64 is decoded and encoded again (line breaks
 *     in the input do not come back); strings come back exactly; nil items come back nil.</li>
 * <li><b>receive</b> answers the element count: array items (nil items included), repeated {@code input}
 *     elements, or for base64 the number of decoded bytes. Every value is still parsed (a bad one is a fault).</li>
 * <li><b>send</b> answers {@code size} values computed from the index i (0-based) by
 *     {@link org.echosoap.server.services.benchmark.SendValues}: ints {@code i}; doubles {@code i + 0.5}
 *     ({@code Double.toString}: {@code 0.5}, {@code 1.5}); strings {@code "s" + i}; base64 {@code size} bytes,
 *     byte i = {@code (byte) (i & 0xFF)}, standard base64 without line breaks; SimpleEvents sequenceNumber
 *     {@code i}, timestamp {@code i + 0.5}, message {@code "event " + i}; MeshInterfaceObjects x {@code i}, y
 *     {@code 2 * i}, value {@code i + 0.25}. {@code size} 0 answers no values (for Ints, Doubles and Strings that
 *     is an empty response element, which the schema's minOccurs=1 does not strictly allow).</li>
 * <li><b>Limits</b> ({@link org.echosoap.server.services.benchmark.Limits}): arrays 0 (1 where the schema says
 *     so) to 100,000 elements, base64 up to 10,000,000 bytes, all text values of one request together up to
 *     20,000,000 characters.</li>
 * <li><b>Faults</b>: anything else (wrong request element for the operation, unknown or unqualified child, a
 *     value not of its type, a size beyond the limits, malformed XML) is a SOAP 1.1 Fault, faultcode
 *     {@code Client}, one-line reason {@code "<operation>: <what>"}, e.g.
 *     {@code echoInts: input 3 is not an xsd:int: 'abc'}.</li>
 * </ul>
 *
 * <h2>Dispatch</h2>
 * SOAPAction = the operation name (the WSDL's {@code soapAction}), or absent/empty: then Axis2 dispatches by the
 * Body's first element. {@code services.xml} sets {@code useOriginalwsdl}, so Axis2 builds the operations from
 * Benchmark.wsdl and maps every message element QName to its operation; that is what routes
 * {@code echoSimpleEventsRequest} to {@code echoSimpleEvents}. Each method still checks that the element is the one
 * its operation expects (SOAPAction {@code echoInts} with a {@code receiveInts} body is a fault, not a guess).
 *
 * <h2>Why a hand-written binding on AXIOM/StAX</h2>
 * Generated bindings are not an option on this stack: the 2.0.0 {@code axis2-wsdl2code-maven-plugin} is not on
 * Maven Central, and the 1.8.2 generator emits javax/Axiom 1 code that breaks on {@code base64Binary}. The POJO/RPC
 * receivers cannot produce the contract's names ({@code echoMeshInterfaceObjectReturn}, {@code ...Request} inputs).
 * {@code RawXMLINOutMessageReceiver} (OMElement in, OMElement out, proven by EchoFloat) can, and lets the binding
 * keep memory low at the suite's sizes:
 * <ul>
 * <li>the request is read through {@code getXMLStreamReaderWithoutCaching()}: events are pulled from the parser
 *     and no Axiom tree is built for 100,000 elements, only the values ({@code int[]}, {@code double[]}, records);
 *     base64 is decoded in 48 KiB blocks ({@link org.echosoap.server.services.benchmark.Base64Decoder}) and the
 *     size limit stops a request as soon as it is exceeded;</li>
 * <li>the response is an {@code OMSourcedElement} over a push data source
 *     ({@link org.echosoap.server.services.benchmark.StreamedResponse}) that writes straight into Axis2's
 *     serializer when the answer is sent; send values are computed while writing, never stored.</li>
 * </ul>
 * One class per job: {@link org.echosoap.server.services.benchmark.BenchmarkService} (the 19 operations),
 * {@link org.echosoap.server.services.benchmark.RequestReader} (the cursor), one reader/writer per data type
 * ({@link org.echosoap.server.services.benchmark.Ints}, {@link org.echosoap.server.services.benchmark.Doubles},
 * {@link org.echosoap.server.services.benchmark.Strings}, {@link org.echosoap.server.services.benchmark.Base64Values},
 * {@link org.echosoap.server.services.benchmark.SimpleEvents},
 * {@link org.echosoap.server.services.benchmark.MeshInterfaceObjects}), the lexical conversions
 * ({@link org.echosoap.server.contract.xsd.XsdInt}, {@link org.echosoap.server.contract.xsd.XsdDouble})
 * and the formulas ({@link org.echosoap.server.services.benchmark.SendValues}).
 *
 * <p>Known cost outside this code: Axiom's parser coalesces text, so a 10 MB base64 value reaches the binding as
 * one 13.3 M-character text event (about 27 MB of parser buffers and a 13 MB string per request, transient).
 */
package org.echosoap.server.services.benchmark;
