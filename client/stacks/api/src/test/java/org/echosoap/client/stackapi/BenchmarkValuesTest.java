package org.echosoap.client.stackapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkValuesTest {

    /** A mesh item as a stack's binding would hand it over. */
    record Mesh(Integer x, Integer y, Double value) {
        static Mesh sent(int i) {
            return new Mesh(BenchmarkValues.meshX(i), BenchmarkValues.meshY(i), BenchmarkValues.meshValue(i));
        }
    }

    private static String verdict(List<Mesh> items, int size) {
        return BenchmarkValues.itemsVerdict("echoMeshInterfaceObjects", items, size,
                (i, m) -> BenchmarkValues.meshVerdict(i, m.x(), m.y(), m.value()));
    }

    @Test
    void theItemsSentAreRight() {
        assertNull(verdict(List.of(Mesh.sent(0), Mesh.sent(1), Mesh.sent(2)), 3));
        assertNull(BenchmarkValues.itemsVerdict("echoMeshInterfaceObjects", new Mesh[] {Mesh.sent(0)}, 1,
                (i, m) -> BenchmarkValues.meshVerdict(i, m.x(), m.y(), m.value())));
    }

    @Test
    void theCountIsCheckedFirstAndANilArrayHasNoItems() {
        assertEquals("echoMeshInterfaceObjects answered 2 items, not 3", verdict(List.of(Mesh.sent(0), Mesh.sent(1)), 3));
        assertEquals("echoMeshInterfaceObjects answered 0 items, not 3", verdict(null, 3));
        assertEquals("echoMeshInterfaceObjects answered 0 items, not 1", BenchmarkValues.itemsVerdict(
                "echoMeshInterfaceObjects", (Mesh[]) null, 1, (i, m) -> null));
    }

    @Test
    void theFirstWrongItemIsNamedAndANilItemToo() {
        Mesh wrong = new Mesh(BenchmarkValues.meshX(1), BenchmarkValues.meshY(1) + 1, BenchmarkValues.meshValue(1));
        String reason = verdict(List.of(Mesh.sent(0), wrong, new Mesh(null, null, null)), 3);
        assertEquals(BenchmarkValues.meshVerdict(1, wrong.x(), wrong.y(), wrong.value()), reason);
        assertEquals("echoMeshInterfaceObjects answered a nil item at index 1",
                verdict(Arrays.asList(Mesh.sent(0), null, Mesh.sent(2)), 3));
    }
}
