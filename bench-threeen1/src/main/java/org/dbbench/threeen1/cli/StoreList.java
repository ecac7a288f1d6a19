package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreType;

/**
 * {@code --store} as the commands read it: a comma-separated list of the registry's names, or
 * {@value #EVERY} for every store that can run here; and a list of stores written back as that text.
 */
public final class StoreList {
    /** What {@code --store} takes for every store this platform can run. */
    public static final String EVERY = "all";

    private StoreList() {
    }

    /**
     * A comma-separated list of names, in the order given, without duplicates; {@value #EVERY} means
     * every store that can run here.
     *
     * @throws BadInputException for an unknown store, or one that cannot run here (with the reason)
     */
    public static List<StoreType> parse(String list) {
        return parse(list, Stores.all());
    }

    /** As {@link #parse(String)} over the given stores (a test registers an unavailable one). */
    public static List<StoreType> parse(String list, List<StoreType> registry) {
        if (Values.sameName(list, EVERY)) {
            return available(registry);
        }
        List<StoreType> out = new ArrayList<>();
        for (String name : Values.items("--store", list, "store names or " + EVERY)) {
            StoreType t = byName(name, registry);
            String why = t.unavailableReason();
            if (why != null) {
                throw new BadInputException("store " + t.name() + " cannot run here: " + why);
            }
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** One store named on the command line. @throws BadInputException naming the unknown store and the registered ones */
    public static StoreType byName(String name) {
        return byName(name, Stores.all());
    }

    private static StoreType byName(String name, List<StoreType> registry) {
        for (StoreType t : registry) {
            if (Values.sameName(name, t.name())) {
                return t;
            }
        }
        throw new BadInputException("unknown store '" + name + "'; allowed: "
                + String.join(", ", registry.stream().map(StoreType::name).toList()) + " or " + EVERY);
    }

    private static List<StoreType> available(List<StoreType> registry) {
        return registry.stream().filter(t -> t.unavailableReason() == null).toList();
    }

    /** Names joined by commas. */
    public static String join(List<StoreType> types) {
        return types.stream().map(StoreType::name).collect(Collectors.joining(","));
    }
}
