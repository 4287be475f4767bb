package org.echosoap.server.services.benchmark.xmlbeans;

import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.SendValues;
import org.echosoap.server.services.benchmark.bindings.BindingFault;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ArrayOfMeshInterfaceObject;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ArrayOfSimpleEvent;
import org.echosoap.server.services.benchmark.xmlbeans.generated.BenchmarkSkeletonInterface;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoBase64Document;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoBase64ResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoDoublesDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoDoublesResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoIntsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoIntsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoMeshInterfaceObjectsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoMeshInterfaceObjectsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoSimpleEventsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoSimpleEventsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoStringsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoStringsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoVoidDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.EchoVoidResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.MeshInterfaceObject;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveBase64Document;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveBase64ResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveDoublesDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveDoublesResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveIntsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveIntsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveMeshInterfaceObjectsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveMeshInterfaceObjectsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveSimpleEventsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveSimpleEventsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveStringsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.ReceiveStringsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendBase64Document;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendBase64ResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendDoublesDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendDoublesResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendIntsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendIntsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendMeshInterfaceObjectsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendMeshInterfaceObjectsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendSimpleEventsRequestDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendSimpleEventsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendStringsDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SendStringsResponseDocument;
import org.echosoap.server.services.benchmark.xmlbeans.generated.SimpleEvent;

/**
 * The SOAP Benchmark Suite's 19 operations on the skeleton interface Axis2's wsdl2java generates with the XMLBeans
 * data binding ({@code -d xmlbeans -ss -ssi}, at build time into {@code xmlbeans.generated}): the service
 * {@code BenchmarkXmlBeans}, {@code /echosoap/services/BenchmarkXmlBeans}. XMLBeans has parsed the whole request
 * into its store before a method runs; each method validates it against the schema first ({@link SchemaCheck}),
 * then applies the contract's limits ({@link BenchmarkChecks}); both answer Client faults ({@link BindingFault}).
 *
 * <p>Same values as the AXIOM service: echo converts for real (values read through the typed getters and set
 * again: {@code 007} comes back {@code 7}, SimpleEvent and MeshInterfaceObject fields in the schema's order, nil
 * items nil), receive counts, send computes with {@link SendValues}. XMLBeans writes {@code xsd:double} as the
 * schema does ({@code INF}, {@code NaN}).
 */
public class BenchmarkXmlBeansService implements BenchmarkSkeletonInterface {

    private static final BenchmarkChecks CHECKS = new BenchmarkChecks(BindingFault::new);

    // ---------------------------------------------------------------- echo: same values, same order

    @Override
    public EchoVoidResponseDocument echoVoid(EchoVoidDocument request) {
        SchemaCheck.valid(request, "echoVoid");
        EchoVoidResponseDocument response = EchoVoidResponseDocument.Factory.newInstance();
        response.addNewEchoVoidResponse();
        return response;
    }

    @Override
    public EchoBase64ResponseDocument echoBase64(EchoBase64Document request) {
        byte[] bytes = base64("echoBase64", SchemaCheck.valid(request, "echoBase64").getEchoBase64().getInput());
        EchoBase64ResponseDocument response = EchoBase64ResponseDocument.Factory.newInstance();
        response.addNewEchoBase64Response().setEchoBase64Return(bytes);
        return response;
    }

    @Override
    public EchoStringsResponseDocument echoStrings(EchoStringsDocument request) {
        String[] values = strings("echoStrings", SchemaCheck.valid(request, "echoStrings").getEchoStrings()
                .getInputArray());
        EchoStringsResponseDocument response = EchoStringsResponseDocument.Factory.newInstance();
        response.addNewEchoStringsResponse().setEchoStringsReturnArray(values);
        return response;
    }

    @Override
    public EchoIntsResponseDocument echoInts(EchoIntsDocument request) {
        EchoIntsDocument.EchoInts echo = SchemaCheck.valid(request, "echoInts").getEchoInts();
        inputCount("echoInts", echo.sizeOfInputArray());
        EchoIntsResponseDocument response = EchoIntsResponseDocument.Factory.newInstance();
        response.addNewEchoIntsResponse().setEchoIntsReturnArray(echo.getInputArray());
        return response;
    }

    @Override
    public EchoDoublesResponseDocument echoDoubles(EchoDoublesDocument request) {
        EchoDoublesDocument.EchoDoubles echo = SchemaCheck.valid(request, "echoDoubles").getEchoDoubles();
        inputCount("echoDoubles", echo.sizeOfInputArray());
        EchoDoublesResponseDocument response = EchoDoublesResponseDocument.Factory.newInstance();
        response.addNewEchoDoublesResponse().setEchoDoublesReturnArray(echo.getInputArray());
        return response;
    }

    @Override
    public EchoSimpleEventsResponseDocument echoSimpleEvents(EchoSimpleEventsRequestDocument request) {
        ArrayOfSimpleEvent events = simpleEvents("echoSimpleEvents",
                SchemaCheck.valid(request, "echoSimpleEvents").getEchoSimpleEventsRequest().getInput());
        EchoSimpleEventsResponseDocument response = EchoSimpleEventsResponseDocument.Factory.newInstance();
        ArrayOfSimpleEvent echoed = response.addNewEchoSimpleEventsResponse().addNewEchoSimpleEventsReturn();
        for (int i = 0; i < events.sizeOfItemArray(); i++) {
            SimpleEvent item = echoed.addNewItem();
            if (events.isNilItemArray(i)) {
                item.setNil();
            } else {
                SimpleEvent event = events.getItemArray(i);
                set(item, event.getSequenceNumber(), event.getTimestamp(), event.getMessage());
            }
        }
        return response;
    }

    @Override
    public EchoMeshInterfaceObjectsResponseDocument echoMeshInterfaceObjects(
            EchoMeshInterfaceObjectsRequestDocument request) {
        EchoMeshInterfaceObjectsRequestDocument.EchoMeshInterfaceObjectsRequest echo =
                SchemaCheck.valid(request, "echoMeshInterfaceObjects").getEchoMeshInterfaceObjectsRequest();
        inputCount("echoMeshInterfaceObjects", echo.sizeOfInputArray());
        EchoMeshInterfaceObjectsResponseDocument response = EchoMeshInterfaceObjectsResponseDocument.Factory
                .newInstance();
        EchoMeshInterfaceObjectsResponseDocument.EchoMeshInterfaceObjectsResponse echoed =
                response.addNewEchoMeshInterfaceObjectsResponse();
        for (MeshInterfaceObject mesh : echo.getInputArray()) {
            // The contract's response element is singular: echoMeshInterfaceObjectReturn.
            set(echoed.addNewEchoMeshInterfaceObjectReturn(), mesh.getX(), mesh.getY(), mesh.getValue());
        }
        return response;
    }

    // ---------------------------------------------------------------- receive: the element count

    @Override
    public ReceiveBase64ResponseDocument receiveBase64(ReceiveBase64Document request) {
        byte[] bytes = base64("receiveBase64",
                SchemaCheck.valid(request, "receiveBase64").getReceiveBase64().getInput());
        ReceiveBase64ResponseDocument response = ReceiveBase64ResponseDocument.Factory.newInstance();
        response.addNewReceiveBase64Response().setReceiveBase64Return(bytes.length);
        return response;
    }

    @Override
    public ReceiveStringsResponseDocument receiveStrings(ReceiveStringsDocument request) {
        String[] values = strings("receiveStrings", SchemaCheck.valid(request, "receiveStrings").getReceiveStrings()
                .getInputArray());
        ReceiveStringsResponseDocument response = ReceiveStringsResponseDocument.Factory.newInstance();
        response.addNewReceiveStringsResponse().setReceiveStringsReturn(values.length);
        return response;
    }

    @Override
    public ReceiveIntsResponseDocument receiveInts(ReceiveIntsDocument request) {
        int count = inputCount("receiveInts", SchemaCheck.valid(request, "receiveInts").getReceiveInts()
                .sizeOfInputArray());
        ReceiveIntsResponseDocument response = ReceiveIntsResponseDocument.Factory.newInstance();
        response.addNewReceiveIntsResponse().setReceiveIntsReturn(count);
        return response;
    }

    @Override
    public ReceiveDoublesResponseDocument receiveDoubles(ReceiveDoublesDocument request) {
        int count = inputCount("receiveDoubles", SchemaCheck.valid(request, "receiveDoubles").getReceiveDoubles()
                .sizeOfInputArray());
        ReceiveDoublesResponseDocument response = ReceiveDoublesResponseDocument.Factory.newInstance();
        response.addNewReceiveDoublesResponse().setReceiveDoublesReturn(count);
        return response;
    }

    @Override
    public ReceiveSimpleEventsResponseDocument receiveSimpleEvents(ReceiveSimpleEventsRequestDocument request) {
        ArrayOfSimpleEvent events = simpleEvents("receiveSimpleEvents",
                SchemaCheck.valid(request, "receiveSimpleEvents").getReceiveSimpleEventsRequest().getInput());
        ReceiveSimpleEventsResponseDocument response = ReceiveSimpleEventsResponseDocument.Factory.newInstance();
        response.addNewReceiveSimpleEventsResponse().setReceiveSimpleEventsReturn(events.sizeOfItemArray());
        return response;
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponseDocument receiveMeshInterfaceObjects(
            ReceiveMeshInterfaceObjectsRequestDocument request) {
        ArrayOfMeshInterfaceObject meshes = SchemaCheck.valid(request, "receiveMeshInterfaceObjects")
                .getReceiveMeshInterfaceObjectsRequest().getInput();
        CHECKS.elementCount("receiveMeshInterfaceObjects", "item", meshes.sizeOfItemArray());
        ReceiveMeshInterfaceObjectsResponseDocument response = ReceiveMeshInterfaceObjectsResponseDocument.Factory
                .newInstance();
        response.addNewReceiveMeshInterfaceObjectsResponse().setReceiveMeshInterfaceObjectsReturn(
                meshes.sizeOfItemArray());
        return response;
    }

    // ---------------------------------------------------------------- send: size values from the formulas

    @Override
    public SendBase64ResponseDocument sendBase64(SendBase64Document request) {
        int size = CHECKS.sizeInRange("sendBase64", SchemaCheck.valid(request, "sendBase64").getSendBase64().getSize(),
                BenchmarkLimits.MAX_BASE64_BYTES);
        SendBase64ResponseDocument response = SendBase64ResponseDocument.Factory.newInstance();
        response.addNewSendBase64Response().setSendBase64Return(SendValues.bytes(size));
        return response;
    }

    @Override
    public SendStringsResponseDocument sendStrings(SendStringsDocument request) {
        int size = CHECKS.sizeInRange("sendStrings", SchemaCheck.valid(request, "sendStrings").getSendStrings()
                .getSize(), BenchmarkLimits.MAX_ELEMENTS);
        String[] values = new String[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.stringAt(i);
        }
        SendStringsResponseDocument response = SendStringsResponseDocument.Factory.newInstance();
        response.addNewSendStringsResponse().setSendStringsReturnArray(values);
        return response;
    }

    @Override
    public SendIntsResponseDocument sendInts(SendIntsDocument request) {
        int size = CHECKS.sizeInRange("sendInts", SchemaCheck.valid(request, "sendInts").getSendInts().getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        int[] values = new int[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.intAt(i);
        }
        SendIntsResponseDocument response = SendIntsResponseDocument.Factory.newInstance();
        response.addNewSendIntsResponse().setSendIntsReturnArray(values);
        return response;
    }

    @Override
    public SendDoublesResponseDocument sendDoubles(SendDoublesDocument request) {
        int size = CHECKS.sizeInRange("sendDoubles", SchemaCheck.valid(request, "sendDoubles").getSendDoubles()
                .getSize(), BenchmarkLimits.MAX_ELEMENTS);
        double[] values = new double[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.doubleAt(i);
        }
        SendDoublesResponseDocument response = SendDoublesResponseDocument.Factory.newInstance();
        response.addNewSendDoublesResponse().setSendDoublesReturnArray(values);
        return response;
    }

    @Override
    public SendSimpleEventsResponseDocument sendSimpleEvents(SendSimpleEventsRequestDocument request) {
        int size = CHECKS.sizeInRange("sendSimpleEvents", SchemaCheck.valid(request, "sendSimpleEvents")
                .getSendSimpleEventsRequest().getSize(), BenchmarkLimits.MAX_ELEMENTS);
        SendSimpleEventsResponseDocument response = SendSimpleEventsResponseDocument.Factory.newInstance();
        ArrayOfSimpleEvent events = response.addNewSendSimpleEventsResponse().addNewSendSimpleEventsReturn();
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.SimpleEvent value = SendValues.simpleEvent(i);
            set(events.addNewItem(), value.sequenceNumber(), value.timestamp(), value.message());
        }
        return response;
    }

    @Override
    public SendMeshInterfaceObjectsResponseDocument sendMeshInterfaceObjects(
            SendMeshInterfaceObjectsRequestDocument request) {
        int size = CHECKS.sizeInRange("sendMeshInterfaceObjects", SchemaCheck.valid(request,
                "sendMeshInterfaceObjects").getSendMeshInterfaceObjectsRequest().getSize(), BenchmarkLimits.MAX_ELEMENTS);
        SendMeshInterfaceObjectsResponseDocument response = SendMeshInterfaceObjectsResponseDocument.Factory
                .newInstance();
        ArrayOfMeshInterfaceObject meshes = response.addNewSendMeshInterfaceObjectsResponse()
                .addNewSendMeshInterfaceObjectsReturn();
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.MeshInterfaceObject value = SendValues.meshInterfaceObject(i);
            set(meshes.addNewItem(), value.x(), value.y(), value.value());
        }
        return response;
    }

    // ---------------------------------------------------------------- the contract's limits

    /** Repeated inputs (the schema asks for one at least): at most the element limit. */
    private static int inputCount(String operation, int count) {
        CHECKS.elementCount(operation, "input", count);
        return count;
    }

    private static String[] strings(String operation, String[] values) {
        inputCount(operation, values.length);
        checkText(operation, BenchmarkChecks.textChars(java.util.Arrays.asList(values), value -> value));
        return values;
    }

    private static byte[] base64(String operation, byte[] bytes) {
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw CHECKS.fault(operation, "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes");
        }
        return bytes;
    }

    private static ArrayOfSimpleEvent simpleEvents(String operation, ArrayOfSimpleEvent events) {
        CHECKS.elementCount(operation, "item", events.sizeOfItemArray());
        long chars = 0;
        for (int i = 0; i < events.sizeOfItemArray(); i++) {
            if (!events.isNilItemArray(i)) {
                chars += events.getItemArray(i).getMessage().length();
            }
        }
        checkText(operation, chars);
        return events;
    }

    private static void checkText(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw CHECKS.fault(operation, "the request's text values exceed " + BenchmarkLimits.MAX_TEXT_CHARS
                    + " characters");
        }
    }

    private static void set(SimpleEvent event, int sequenceNumber, double timestamp, String message) {
        event.setSequenceNumber(sequenceNumber);
        event.setTimestamp(timestamp);
        event.setMessage(message);
    }

    private static void set(MeshInterfaceObject mesh, int x, int y, double value) {
        mesh.setX(x);
        mesh.setY(y);
        mesh.setValue(value);
    }
}
