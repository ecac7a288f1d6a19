package org.dbbench.threeen1.cli;

import java.util.Iterator;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;

/**
 * The store names {@code --help} lists, each store that cannot run here marked with the reason.
 * Picocli reads them only when it prints the help, so the native libraries are tried only then.
 */
final class StoreNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Stores.all().stream().map(StoreNames::label).iterator();
    }

    private static String label(StoreType t) {
        String why = t.unavailableReason();
        return why == null ? t.name() : t.name() + " (unavailable here: " + why + ")";
    }
}
