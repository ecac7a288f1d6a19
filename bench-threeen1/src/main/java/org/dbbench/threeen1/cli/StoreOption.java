package org.dbbench.threeen1.cli;

import org.dbbench.core.cli.RuleConverter;
import org.dbbench.threeen1.store.StoreType;

/**
 * {@code --store}, typed once while picocli parses, as each command takes it: {@code run} any
 * registered store ({@link StoreSelection#parse}), {@code crash} the kept ones ({@link KeptStores#list}),
 * {@code verify} one kept store ({@link KeptStores#one}). A refusal of an unknown name lists what
 * that command takes, no more.
 */
final class StoreOption {
    private StoreOption() {
    }

    /** {@code run}: stores, comma-separated, or all. */
    static final class Any extends RuleConverter<StoreSelection> {
        Any() {
            super(StoreSelection::parse);
        }
    }

    /** {@code crash}: kept stores, comma-separated, or all. */
    static final class Kept extends RuleConverter<StoreSelection> {
        Kept() {
            super(KeptStores::list);
        }
    }

    /** {@code verify}: one kept store. */
    static final class OneKept extends RuleConverter<StoreType> {
        OneKept() {
            super(KeptStores::one);
        }
    }
}
