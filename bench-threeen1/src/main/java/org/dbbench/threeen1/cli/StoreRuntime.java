package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JvmFlags;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreType;

/** The stores a command is about to run, checked against the Java runtime it runs on. */
final class StoreRuntime {
    private StoreRuntime() {
    }

    /**
     * Refuses a store that cannot run on this Java runtime (an engine that compiles classes at run
     * time needs a full JDK).
     *
     * @throws BadInputException naming the store and what it needs
     */
    static void check(List<StoreType> types) {
        for (StoreType t : types) {
            StoreDescriptor d = Stores.descriptor(t);
            if (d.engine() != null && d.engine().needsJdkCompiler() && !JvmFlags.hasJdkCompiler()) {
                throw new BadInputException("store " + t.name() + " needs a full JDK (its jdk.compiler module compiles"
                        + " classes at run time) and this Java runtime has none; use a JDK or leave " + t.name()
                        + " out");
            }
        }
    }
}
