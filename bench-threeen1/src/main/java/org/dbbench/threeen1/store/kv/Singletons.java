package org.dbbench.threeen1.store.kv;

import java.nio.charset.StandardCharsets;
import org.dbbench.threeen1.store.Store;

/**
 * The workload's singletons as the key-value stores keep them: {@code result} as decimal text, and
 * {@code totals} as one entry "reads updates highest", so the three totals change together or not at
 * all. Text, so an engine's own dump tool shows them as they are. The byte forms are those texts'
 * UTF-8, for stores that keep bytes; a store that keeps Strings (MVStore) uses the texts.
 */
final class Singletons {
    static final byte[] RESULT_KEY = utf8("result");
    static final byte[] TOTALS_KEY = utf8("totals");

    private Singletons() {
    }

    /** The stored result raised to at least {@code steps}. */
    static byte[] raised(byte[] stored, long steps) {
        return utf8(raised(text(stored), steps));
    }

    /** The stored totals plus a worker's reads and updates, highest raised to its highest. */
    static byte[] added(byte[] stored, long reads, long updates, long highest) {
        return utf8(added(text(stored), reads, updates, highest));
    }

    static Store.Totals totals(byte[] result, byte[] totals) {
        return totals(text(result), text(totals));
    }

    /** The stored result text (null: none yet) raised to at least {@code steps}. */
    static String raised(String stored, long steps) {
        return Long.toString(Math.max(result(stored), steps));
    }

    /** The stored totals text (null: none yet) plus a worker's totals. */
    static String added(String stored, long reads, long updates, long highest) {
        long[] t = totals(stored);
        return (t[0] + reads) + " " + (t[1] + updates) + " " + Math.max(t[2], highest);
    }

    static Store.Totals totals(String result, String totals) {
        long[] t = totals(totals);
        return new Store.Totals(result(result), t[2], t[0], t[1]);
    }

    private static long result(String stored) {
        return stored == null ? 0 : Long.parseLong(stored);
    }

    private static long[] totals(String stored) {
        if (stored == null) {
            return new long[3];
        }
        String[] p = stored.split(" ");
        return new long[] {Long.parseLong(p[0]), Long.parseLong(p[1]), Long.parseLong(p[2])};
    }

    /**
     * Keys and values are stored as their UTF-8 bytes (the digit words are multi-byte), converted by
     * the JDK: Chronicle's own String marshalling writes a string char by char with a bounds check per
     * byte, which was the largest single cost of a run in a profile (JFR, 1..1,000,000).
     */
    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static String text(byte[] b) {
        return b == null ? null : new String(b, StandardCharsets.UTF_8);
    }

    /** True for the key of a singleton, which a scan of the steps passes over. */
    static boolean isSingleton(byte[] key) {
        return java.util.Arrays.equals(key, RESULT_KEY) || java.util.Arrays.equals(key, TOTALS_KEY);
    }
}
