package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;

/**
 * MeshInterfaceObjects: echoMeshInterfaceObjects takes them as repeated {@code input} elements (no array wrapper),
 * receiveMeshInterfaceObjects as an array of {@code item}s (nil allowed); either way every object needs x, y and
 * value.
 */
final class MeshInterfaceObjects {

    private MeshInterfaceObjects() {
    }

    static List<MeshInterfaceObject> checkedInputs(String operation, List<MeshInterfaceObject> inputs) {
        complete(operation, "input", RequestChecks.inputs(operation, inputs));
        return inputs;
    }

    static ArrayOfMeshInterfaceObject checkedArray(String operation, ArrayOfMeshInterfaceObject input) {
        List<MeshInterfaceObject> items = RequestChecks.array(operation, input).getItem();
        RequestChecks.CHECKS.elementCount(operation, "item", items.size());
        complete(operation, "input item", items);
        return input;
    }

    private static void complete(String operation, String what, List<MeshInterfaceObject> meshes) {
        int incomplete = BenchmarkChecks.firstIncomplete(meshes,
                mesh -> mesh.getX() != null && mesh.getY() != null && mesh.getValue() != null);
        if (incomplete >= 0) {
            throw RequestChecks.CHECKS.fault(operation, what + " " + (incomplete + 1) + " needs x, y and value");
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
