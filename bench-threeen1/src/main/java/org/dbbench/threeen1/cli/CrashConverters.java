package org.dbbench.threeen1.cli;

import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.ModelList;
import org.dbbench.core.cli.RuleConverter;
import org.dbbench.core.cli.WholeConverter;
import org.dbbench.core.fault.MetadataModel;

/**
 * Each option of {@code bench threeen1 crash} of its own (the ones it shares with run are
 * {@link RangeOptions}, {@link CacheOption}, {@link StoreOption}, {@link DurabilityOption} and
 * {@link WorkersOption}) typed once while picocli parses; a refusal names the option, the value and
 * what is allowed. How the values fit together (--states needs a power fault) is
 * {@link CrashCommand#request()}'s.
 */
final class CrashConverters {
    private CrashConverters() {
    }

    static final class Kills extends WholeConverter {
        Kills() {
            super("--kills", 1, Integer.MAX_VALUE, "1 to " + Integer.MAX_VALUE);
        }
    }

    static final class States extends Threeen1Converters.AtLeast {
        States() {
            super("--states", 0, "0 or more");
        }
    }

    static final class State extends Threeen1Converters.AtLeast {
        State() {
            super("--state", 0, "0 or more");
        }
    }

    static final class Seed extends RuleConverter<Long> {
        Seed() {
            super(text -> Numbers.parseLong("--seed", text, "a whole number"));
        }
    }

    static final class Faults extends RuleConverter<CrashFaults> {
        Faults() {
            super(CrashFaults::parse);
        }
    }

    static final class Models extends ListConverter<MetadataModel> {
        Models() {
            super(text -> ModelList.parse("--model", text));
        }
    }
}
