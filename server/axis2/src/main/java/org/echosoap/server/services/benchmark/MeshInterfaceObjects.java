package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.MeshInterfaceObject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.echosoap.server.contract.xsd.XsdInt;
import org.echosoap.server.contract.xsd.XsdDouble;

/**
 * Reads and writes {@code MeshInterfaceObject}s in the contract's two shapes:
 * <ul>
 * <li>{@code ArrayOfMeshInterfaceObject} (receive and send): one element whose children are 0 or more
 *     {@code item} elements, each an object or {@code xsi:nil="true"} (kept as {@code null});</li>
 * <li>repeated elements (echoMeshInterfaceObjects): the objects are direct children of the request
 *     ({@code input}) and of the response ({@code echoMeshInterfaceObjectReturn}), at least one, never nil.</li>
 * </ul>
 * An object is an {@code xsd:all}: {@code x}, {@code y}, {@code value} each exactly once, in any order. Written in
 * that order.
 */
final class MeshInterfaceObjects {

    private static final String ITEM = "item";

    private MeshInterfaceObjects() {
    }

    /** Reads the {@code item} children of the current element {@code array}; leaves the cursor at its end. */
    static List<MeshInterfaceObject> readArray(RequestReader in, String array) throws XMLStreamException {
        List<MeshInterfaceObject> objects = new ArrayList<>();
        while (in.nextChild()) {
            in.require(ITEM, array);
            Limits.checkRoomForOneMore(objects.size(), ITEM, array);
            String what = array + " item " + (objects.size() + 1);
            if (in.isNil()) {
                in.skipNil(what);
                objects.add(null);
            } else {
                objects.add(readFields(in, what));
            }
        }
        return objects;
    }

    /**
     * Reads the children of the current element {@code parent}, which must all be {@code child} elements holding
     * an object: at least one, at most {@link Limits#MAX_ELEMENTS}. Leaves the cursor at {@code parent}'s end.
     */
    static List<MeshInterfaceObject> readRepeated(RequestReader in, String parent, String child)
            throws XMLStreamException {
        List<MeshInterfaceObject> objects = new ArrayList<>();
        while (in.nextChild()) {
            in.require(child, parent);
            Limits.checkRoomForOneMore(objects.size(), child, parent);
            objects.add(readFields(in, child + " " + (objects.size() + 1)));
        }
        if (objects.isEmpty()) {
            throw new BadRequest(parent + " needs at least one " + child + " element");
        }
        return objects;
    }

    /** Reads the xsd:all content of the current element up to its end. */
    private static MeshInterfaceObject readFields(RequestReader in, String what) throws XMLStreamException {
        Integer x = null;
        Integer y = null;
        Double value = null;
        while (in.nextChild()) {
            String field = in.localName();
            if (in.isElement("x") && x == null) {
                x = Fields.parseInt(in, what, field);
            } else if (in.isElement("y") && y == null) {
                y = Fields.parseInt(in, what, field);
            } else if (in.isElement("value") && value == null) {
                value = Fields.parseDouble(in, what, field);
            } else {
                throw Fields.unexpected(in, what, "x, y, value");
            }
        }
        if (x == null || y == null || value == null) {
            throw new BadRequest(what + " needs x, y and value");
        }
        return new MeshInterfaceObject(x, y, value);
    }

    /** Writes {@code <array><item>...</item>...</array>} with {@code count} items; a null object is a nil item. */
    static void writeArray(XMLStreamWriter out, String array, int count, IntFunction<MeshInterfaceObject> objectAt)
            throws XMLStreamException {
        BenchmarkXml.start(out, array);
        for (int i = 0; i < count; i++) {
            writeObject(out, ITEM, objectAt.apply(i));
        }
        out.writeEndElement();
    }

    /** Writes {@code count} elements {@code <name>...</name>}, one per object, directly (no array wrapper). */
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntFunction<MeshInterfaceObject> objectAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            writeObject(out, name, objectAt.apply(i));
        }
    }

    private static void writeObject(XMLStreamWriter out, String name, MeshInterfaceObject object)
            throws XMLStreamException {
        if (object == null) {
            BenchmarkXml.nilElement(out, name);
            return;
        }
        BenchmarkXml.start(out, name);
        BenchmarkXml.textElement(out, "x", XsdInt.format(object.x()));
        BenchmarkXml.textElement(out, "y", XsdInt.format(object.y()));
        BenchmarkXml.textElement(out, "value", XsdDouble.format(object.value()));
        out.writeEndElement();
    }
}
