package org.dbbench.threeen1.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.DigitWords;
import org.dbbench.threeen1.registry.Stores;

/**
 * The child JVM of {@link DurabilityStraceTest}: {@code CommitSyncMain <parent dir> <commits> <store>...}
 * opens, for each level in turn (weakest first) and each store, the store in
 * {@code <parent dir>/<store>/<level>}, then writes {@code commits} step entries from one session,
 * each putStep its own commit, between two markers of that store and level written to stderr
 * ({@link #begin}, {@link #end}), so the trace can be cut to exactly those commits. The store is
 * closed before the next marker. A level the engine refuses prints {@link #refused} and the
 * refusal's message, and the child goes on to the next.
 *
 * <p>One JVM for every store and level: a traced JVM start costs more than the commits it traces.
 * Levels outermost, weakest first: a sync that a closed store's thread might still make can land
 * only in a window of the same level or a stronger one, where it can add to a count but never make a
 * level that must not sync look as if it did.
 */
public final class CommitSyncMain {
    static final List<Durability> WEAKEST_FIRST = List.of(Durability.NONE, Durability.RELAXED, Durability.DURABLE);

    private CommitSyncMain() {
    }

    static String begin(String store, Durability level) {
        return "@@commits-begin " + store + " " + level.cliName() + "@@";
    }

    static String end(String store, Durability level) {
        return "@@commits-end " + store + " " + level.cliName() + "@@";
    }

    static String refused(String store, Durability level) {
        return "@@refused " + store + " " + level.cliName() + "@@ ";
    }

    /** Where a store's level keeps its files under the parent directory. */
    static Path dir(Path parent, String store, Durability level) {
        return parent.resolve(store).resolve(level.cliName());
    }

    public static void main(String[] args) throws IOException {
        Path parent = Path.of(args[0]);
        int commits = Integer.parseInt(args[1]);
        List<String> stores = List.of(args).subList(2, args.length);
        for (Durability durability : WEAKEST_FIRST) {
            for (String name : stores) {
                Files.createDirectories(parent.resolve(name));
                Store store;
                try {
                    store = Stores.byName(name).open(new StoreOptions(dir(parent, name, durability), durability, true, 0,
                            commits));
                } catch (BadInputException e) {
                    System.err.println(refused(name, durability) + e.getMessage());
                    continue;
                }
                try (store; Store.Session session = store.openSession()) {
                    // Warm up the statements and files outside the measured window.
                    session.putStep(DigitWords.words(1_000_000_007L), DigitWords.words(1));
                    System.err.println(begin(name, durability));
                    for (int c = 0; c < commits; c++) {
                        long n = 2_000_000L + c;
                        session.putStep(DigitWords.words(n), DigitWords.words(c % 500 + 1));
                    }
                    System.err.println(end(name, durability));
                }
            }
        }
    }
}
