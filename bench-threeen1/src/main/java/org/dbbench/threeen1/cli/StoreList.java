package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreType;

/**
 * {@code --store} as the commands read it: a comma-separated list of the registry's names, or
 * {@value #EVERY} for every store that can run here; and a list of stores written back as that text.
 * A command that takes only some of the stores (crash: the kept ones) lists only those when it
 * refuses an unknown name.
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
        return parse(list, registry, registry, null);
    }

    /**
     * As {@link #parse(String)} for a command that takes only {@code accepted} of the registry's stores:
     * {@value #EVERY} is every accepted store that can run here, an unknown name is refused with the
     * accepted ones listed, and a registered store the command does not take with {@code whyNot}'s line.
     */
    static List<StoreType> parse(String list, List<StoreType> registry, List<StoreType> accepted,
            Function<StoreType, String> whyNot) {
        if (Values.sameName(list, EVERY)) {
            return available(accepted);
        }
        List<StoreType> out = new ArrayList<>();
        for (String name : Values.items("--store", list, "store names or " + EVERY)) {
            StoreType t = byName(name, registry, join(accepted, ", ") + " or " + EVERY);
            if (!accepted.contains(t)) {
                throw new BadInputException(whyNot.apply(t));
            }
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
        return byName(name, Stores.all(), join(Stores.all(), ", ") + " or " + EVERY);
    }

    /**
     * The registry's store named {@code name}.
     *
     * @param allowed what the command takes, as its refusal of an unknown name lists it
     */
    static StoreType byName(String name, List<StoreType> registry, String allowed) {
        StoreType t = Values.named(name, registry, StoreType::name);
        if (t == null) {
            throw new BadInputException("unknown store '" + name + "'; allowed: " + allowed);
        }
        return t;
    }

    private static List<StoreType> available(List<StoreType> registry) {
        return registry.stream().filter(t -> t.unavailableReason() == null).toList();
    }

    /** Names joined by commas. */
    public static String join(List<StoreType> types) {
        return join(types, ",");
    }

    private static String join(List<StoreType> types, String separator) {
        return types.stream().map(StoreType::name).collect(Collectors.joining(separator));
    }
}
