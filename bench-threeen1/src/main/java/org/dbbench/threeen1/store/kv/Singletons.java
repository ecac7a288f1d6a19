package org.dbbench.threeen1.store.kv;

import java.nio.charset.StandardCharsets;
import org.dbbench.threeen1.store.Store;

/**
 * The workload's singletons as the key-value stores keep them, apart from the steps (a database,
 * column family or store of their own): {@code result} as decimal text, and {@code totals} as one
 * entry "reads updates highest", so the three totals change together or not at all. Text, so an
 * engine's own dump tool shows them as they are.
 */
final class Singletons {
    static final byte[] RESULT_KEY = utf8("result");
    static final byte[] TOTALS_KEY = utf8("totals");

    private Singletons() {
    }

    /** The stored result raised to at least {@code steps}. */
    static byte[] raised(byte[] stored, long steps) {
        return utf8(Long.toString(Math.max(result(stored), steps)));
    }

    /** The stored totals plus a worker's reads and updates, highest raised to its highest. */
    static byte[] added(byte[] stored, long reads, long updates, long highest) {
        long[] t = totals(stored);
        return utf8((t[0] + reads) + " " + (t[1] + updates) + " " + Math.max(t[2], highest));
    }

    static Store.Totals totals(byte[] result, byte[] totals) {
        long[] t = totals(totals);
        return new Store.Totals(result(result), t[2], t[0], t[1]);
    }

    private static long result(byte[] stored) {
        return stored == null ? 0 : Long.parseLong(text(stored));
    }

    private static long[] totals(byte[] stored) {
        if (stored == null) {
            return new long[3];
        }
        String[] p = text(stored).split(" ");
        return new long[] {Long.parseLong(p[0]), Long.parseLong(p[1]), Long.parseLong(p[2])};
    }

    /** Keys and values are stored as their UTF-8 bytes (the digit words are multi-byte). */
    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static String text(byte[] b) {
        return b == null ? null : new String(b, StandardCharsets.UTF_8);
    }
}
