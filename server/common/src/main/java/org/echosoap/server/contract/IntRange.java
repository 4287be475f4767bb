package org.echosoap.server.contract;

import java.util.AbstractList;
import java.util.RandomAccess;

/** The integers 0..size-1 as a read-only list, computed on access: what getIntegers answers. */
final class IntRange extends AbstractList<Integer> implements RandomAccess {

    private final int size;

    IntRange(int size) {
        this.size = size;
    }

    @Override
    public Integer get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return index;
    }

    @Override
    public int size() {
        return size;
    }
}
