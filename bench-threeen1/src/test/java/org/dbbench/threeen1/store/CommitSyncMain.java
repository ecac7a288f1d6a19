package org.dbbench.threeen1.store;

import java.nio.file.Path;
import org.dbbench.threeen1.DigitWords;
import org.dbbench.threeen1.registry.Stores;

/**
 * The child JVM of {@link DurabilityStraceTest}: {@code CommitSyncMain <store> <dir> <durability> <commits>}
 * opens the store, then writes {@code commits} step entries from one session, each putStep its own
 * commit, between two markers written to stderr so the trace can be cut to exactly those commits.
 */
public final class CommitSyncMain {
    static final String BEGIN = "@@commits-begin@@";
    static final String END = "@@commits-end@@";

    private CommitSyncMain() {
    }

    public static void main(String[] args) {
        StoreType type = Stores.byName(args[0]);
        Path dir = Path.of(args[1]);
        Durability durability = Durability.parse(args[2]);
        int commits = Integer.parseInt(args[3]);
        try (Store store = type.open(new StoreOptions(dir, durability, true, 0, commits));
             Store.Session session = store.openSession()) {
            // Warm up the statements and files outside the measured window.
            session.putStep(DigitWords.words(1_000_000_007L), DigitWords.words(1));
            System.err.println(BEGIN);
            for (int c = 0; c < commits; c++) {
                long n = 2_000_000L + c;
                session.putStep(DigitWords.words(n), DigitWords.words(c % 500 + 1));
            }
            System.err.println(END);
        }
    }
}
