package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.cxf.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.server.cxf.generated.benchmark.MeshInterfaceObject;

/**
 * MeshInterfaceObjects: echoMeshInterfaceObjects takes them as repeated {@code input} elements (no array wrapper),
 * receiveMeshInterfaceObjects as an array of {@code item}s (nil allowed); either way every object needs x, y and
 * value.
 */
final class MeshInterfaceObjects {

    private MeshInterfaceObjects() {
    }

    static List<MeshInterfaceObject> checkedInputs(String operation, List<MeshInterfaceObject> inputs) {
        RequestChecks.inputs(operation, inputs);
        for (int i = 0; i < inputs.size(); i++) {
            complete(operation, "input " + (i + 1), inputs.get(i));
        }
        return inputs;
    }

    static ArrayOfMeshInterfaceObject checkedArray(String operation, ArrayOfMeshInterfaceObject input) {
        if (input == null) {
            throw new ClientFault(operation + ": " + operation + " needs an input element");
        }
        List<MeshInterfaceObject> items = input.getItem();
        RequestChecks.elementCount(operation, "item", items.size());
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) != null) {
                complete(operation, "input item " + (i + 1), items.get(i));
            }
        }
        return input;
    }

    private static void complete(String operation, String what, MeshInterfaceObject mesh) {
        if (mesh.getX() == null || mesh.getY() == null || mesh.getValue() == null) {
            throw new ClientFault(operation + ": " + what + " needs x, y and value");
        }
    }

    static MeshInterfaceObject of(org.echosoap.server.contract.MeshInterfaceObject value) {
        MeshInterfaceObject mesh = new MeshInterfaceObject();
        mesh.setX(value.x());
        mesh.setY(value.y());
        mesh.setValue(value.value());
        return mesh;
    }
}
