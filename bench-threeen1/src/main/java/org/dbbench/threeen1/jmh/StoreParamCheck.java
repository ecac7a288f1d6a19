package org.dbbench.threeen1.jmh;

import java.util.Set;
import org.dbbench.core.jmh.JmhParamCheck;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.registry.Stores;

/** {@code bench jmh -p store=...,durability=...}: the names the 3n+1 benchmarks' forks accept. */
public final class StoreParamCheck implements JmhParamCheck {
    @Override
    public Set<String> params() {
        return Set.of("store", "durability");
    }

    @Override
    public void check(String param, String value) {
        if (param.equals("store")) {
            Stores.byName(value);
        } else if (param.equals("durability")) {
            Durability.parse(value);
        }
    }
}
