package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreType;

/**
 * The stores that keep their entries on disk, the only ones a command about what a store kept
 * (verify, crash, a kept --db) can take; the memory store keeps nothing. Their refusals list only
 * these.
 */
final class KeptStores {
    private KeptStores() {
    }

    static List<StoreType> all() {
        return Stores.all().stream().filter(StoreType::persistent).toList();
    }

    static String names() {
        return String.join(", ", all().stream().map(StoreType::name).toList());
    }

    /** {@code crash}'s --store: kept stores, comma-separated, or all (every kept store that can run here). */
    static StoreSelection list(String text) {
        return new StoreSelection(StoreList.parse(text, Stores.all(), all(), t -> "store " + t.name()
                + " keeps nothing on disk, so a kill or a power cut leaves nothing to check; choose from " + names()
                + " (or " + StoreList.EVERY + ")"), isEvery(text));
    }

    /** {@code crash} without --store: every kept store that can run here. */
    static StoreSelection every() {
        return list(StoreList.EVERY);
    }

    /** {@code verify}'s --store: the one kept store named {@code text}; a refusal lists only what verify takes. */
    static StoreType one(String text) {
        StoreType t = StoreList.byName(text, Stores.all(), "one of " + names());
        if (!t.persistent()) {
            throw new BadInputException("store " + t.name() + " keeps nothing on disk, so there is"
                    + " nothing to verify; give a store a --db run kept: " + names());
        }
        return t;
    }

    private static boolean isEvery(String text) {
        return Values.sameName(text, StoreList.EVERY);
    }
}
