package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.store.StoreType;

/**
 * {@code --store} as typed once: the stores named, and whether the user asked for every store (then
 * a store that cannot run at the level asked is left out and said, not refused).
 */
record StoreSelection(List<StoreType> stores, boolean every) {
    StoreSelection {
        stores = List.copyOf(stores);
    }

    /** {@code run}'s --store: any registered store, comma-separated, or all. */
    static StoreSelection parse(String text) {
        return new StoreSelection(StoreList.parse(text), Values.sameName(text, StoreList.EVERY));
    }
}
