package org.dbbench.threeen1.workload;

/**
 * A map from positive long keys to int values without boxing: open addressing, linear probing.
 * The oracle and verify keep millions of steps in it; a HashMap of Longs would need four times the
 * memory and most of the oracle's time.
 */
final class LongIntMap {
    /** Key 0 marks a free slot; the maps here hold values > 1 only. */
    private static final long FREE = 0;
    private static final int MAX_CAPACITY = 1 << 30;

    private long[] keys;
    private int[] values;
    private int size;
    private int mask;
    private int resizeAt;

    LongIntMap(long expected) {
        int capacity = 16;
        while (capacity < MAX_CAPACITY && capacity * 0.6 < expected) {
            capacity <<= 1;
        }
        allocate(capacity);
    }

    int size() {
        return size;
    }

    /** The value for {@code key}, or {@code missing} when absent. */
    int get(long key, int missing) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == FREE) {
                return missing;
            }
        }
    }

    boolean containsKey(long key) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return true;
            }
            if (k == FREE) {
                return false;
            }
        }
    }

    /** Sets the value; returns true when the key was new. */
    boolean put(long key, int value) {
        if (key <= 0) {
            throw new IllegalArgumentException("keys must be positive: " + key);
        }
        for (int i = slot(key); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                values[i] = value;
                return false;
            }
            if (k == FREE) {
                keys[i] = key;
                values[i] = value;
                if (++size > resizeAt) {
                    grow();
                }
                return true;
            }
        }
    }

    interface Visitor {
        void visit(long key, int value);
    }

    void forEach(Visitor v) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != FREE) {
                v.visit(keys[i], values[i]);
            }
        }
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        values = new int[capacity];
        mask = capacity - 1;
        resizeAt = (int) (capacity * 0.6);
    }

    private void grow() {
        if (keys.length == MAX_CAPACITY) {
            throw new IllegalStateException("more than " + resizeAt + " entries: too many for one in-memory map");
        }
        long[] oldKeys = keys;
        int[] oldValues = values;
        allocate(keys.length << 1);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != FREE) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
