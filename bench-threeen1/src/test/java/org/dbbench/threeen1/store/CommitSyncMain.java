package org.dbbench.threeen1.store;

import java.nio.file.Path;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.DigitWords;
import org.dbbench.threeen1.registry.Stores;

/**
 * The child JVM of {@link DurabilityStraceTest}: {@code CommitSyncMain <store> <parent dir> <commits>
 * <durability>...} opens, for each level in turn, the store in {@code <parent dir>/<level>}, then
 * writes {@code commits} step entries from one session, each putStep its own commit, between two
 * markers of that level written to stderr ({@link #begin}, {@link #end}), so the trace can be cut to
 * exactly those commits. The store is closed before the next level's marker. A level the engine
 * refuses prints {@link #refused} and the refusal's message, and the child goes on to the next.
 * One JVM for the three levels: a traced JVM start costs more than the commits it traces.
 */
public final class CommitSyncMain {
    private CommitSyncMain() {
    }

    static String begin(Durability level) {
        return "@@commits-begin " + level.cliName() + "@@";
    }

    static String end(Durability level) {
        return "@@commits-end " + level.cliName() + "@@";
    }

    static String refused(Durability level) {
        return "@@refused " + level.cliName() + "@@ ";
    }

    public static void main(String[] args) {
        StoreType type = Stores.byName(args[0]);
        Path parent = Path.of(args[1]);
        int commits = Integer.parseInt(args[2]);
        for (int i = 3; i < args.length; i++) {
            Durability durability = Durability.parse(args[i]);
            Store store;
            try {
                store = type.open(new StoreOptions(parent.resolve(durability.cliName()), durability, true, 0, commits));
            } catch (BadInputException e) {
                System.err.println(refused(durability) + e.getMessage());
                continue;
            }
            try (store; Store.Session session = store.openSession()) {
                // Warm up the statements and files outside the measured window.
                session.putStep(DigitWords.words(1_000_000_007L), DigitWords.words(1));
                System.err.println(begin(durability));
                for (int c = 0; c < commits; c++) {
                    long n = 2_000_000L + c;
                    session.putStep(DigitWords.words(n), DigitWords.words(c % 500 + 1));
                }
                System.err.println(end(durability));
            }
        }
    }
}
