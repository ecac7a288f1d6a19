package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreType;

/**
 * The stores that keep their entries on disk, the only ones a command about what a store kept
 * (verify, crash, a kept --db) can take; the memory store keeps nothing.
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

    /** The one kept store named {@code text}; a refusal lists only what {@code verify} can take. */
    static StoreType one(String option, String text) {
        StoreType kept = Values.named(text, all(), StoreType::name);
        if (kept != null) {
            return kept;
        }
        StoreType other = Values.named(text, Stores.all(), StoreType::name);
        if (other != null) {
            throw new BadInputException("store " + other.name() + " keeps nothing on disk, so there is nothing to"
                    + " verify; give a store a --db run kept: " + names());
        }
        throw new BadInputException("unknown store '" + text + "'; " + option + " takes one kept store: " + names());
    }
}
