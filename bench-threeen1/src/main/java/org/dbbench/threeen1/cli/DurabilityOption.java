package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.RuleConverter;
import org.dbbench.core.cli.Values;
import org.dbbench.threeen1.store.Durability;

/**
 * {@code --durability}, typed once while picocli parses: {@code run} takes one level, {@code crash}
 * a list of them; each level is read by the one rule, {@link Durability#parse}, and refused in its
 * words. Whether a store has a mode for it is the command's check (a named store is refused, a run of
 * every store leaves it out).
 */
final class DurabilityOption {
    /** The levels, as the help and a refusal list them. */
    static final String LEVELS = "durable, relaxed, none";

    private DurabilityOption() {
    }

    /** {@code run}'s one level. */
    static final class One extends RuleConverter<Durability> {
        One() {
            super(Durability::parse);
        }
    }

    /** {@code crash}'s levels, comma-separated, in the order given, repeats dropped. */
    static final class Levels extends ListConverter<Durability> {
        Levels() {
            super(DurabilityOption::levels);
        }
    }

    static List<Durability> levels(String text) {
        List<Durability> out = new ArrayList<>();
        for (String name : Values.items("--durability", text, LEVELS)) {
            Durability d = Durability.parse(name);
            if (!out.contains(d)) {
                out.add(d);
            }
        }
        return out;
    }
}
