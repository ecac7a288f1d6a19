package org.dbbench.threeen1.store;

import java.util.Locale;
import org.dbbench.core.BadInputException;

/**
 * What a commit promises, stated per SPEC-threeen1 "Durability must be stated". Each store maps
 * these to its engine's real settings and says so in {@link Store#durabilityStatement()}.
 */
public enum Durability {
    /** A commit returns only after its log record is on stable storage (a sync per commit). */
    DURABLE,
    /** Logged and recoverable to a consistent state after a crash, but no sync per commit. */
    RELAXED,
    /** Whatever the store does without a log; may lose or tear data on a crash. */
    NONE;

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Durability parse(String s) {
        for (Durability d : values()) {
            if (org.dbbench.core.cli.Values.sameName(s, d.cliName())) {
                return d;
            }
        }
        throw new BadInputException("unknown durability '" + s + "'; allowed: durable, relaxed, none");
    }
}
