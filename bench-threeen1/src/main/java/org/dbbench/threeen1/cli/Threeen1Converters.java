package org.dbbench.threeen1.cli;

import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.RuleConverter;
import org.dbbench.core.cli.Sizes;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;

/**
 * Each {@code bench threeen1 run} option's text to its type, once, while picocli parses: numbers by
 * the suite's one rule ({@link Numbers}), lists by their own ({@link WorkerCounts}, {@link CpuCounts},
 * {@link StoreSelection}). A refusal is a BadInputException naming the option, the value and what is
 * allowed (the CLI prints it as the command's one line). Whether the values fit together (from below
 * to, a kept --db) is {@link RunRequest}'s.
 */
final class Threeen1Converters {
    /** A terabyte of cache is beyond any machine this suite runs on, and its MiB still fit an int. */
    static final long MAX_CACHE_BYTES = 1024 * Sizes.G;
    static final String RANGE = "1 <= i < j <= " + Format.thousands(Workload.MAX_TO).replace(',', '_');

    private Threeen1Converters() {
    }

    static final class Stores extends RuleConverter<StoreSelection> {
        Stores() {
            super(StoreSelection::parse);
        }
    }

    static final class From extends RuleConverter<Long> {
        From() {
            super(text -> Numbers.parseLong("--from", text, RANGE));
        }
    }

    static final class To extends RuleConverter<Long> {
        To() {
            super(text -> Numbers.parseLong("--to", text, RANGE));
        }
    }

    static final class Block extends RuleConverter<Long> {
        Block() {
            super(text -> Numbers.parseLong("--block", text, "1 or more numbers"));
        }
    }

    static final class Workers extends ListConverter<Integer> {
        Workers() {
            super(WorkerCounts::parse);
        }
    }

    static final class Cpus extends ListConverter<Integer> {
        Cpus() {
            super(CpuCounts::parse);
        }
    }

    static final class Level extends RuleConverter<Durability> {
        Level() {
            super(Durability::parse);
        }
    }

    /** A whole number with a floor: below it the refusal says what is allowed. */
    abstract static class AtLeast extends RuleConverter<Integer> {
        AtLeast(String option, int min, String allowed) {
            super(text -> {
                int n = Numbers.parseInt(option, text, allowed);
                if (n < min) {
                    throw new BadInputException(option + " " + text + " is not allowed; give " + allowed);
                }
                return n;
            });
        }
    }

    /** The cache, bare numbers counting MiB as they always have; K, M and G by the suite's one rule. */
    static int cacheMb(String text) {
        return (int) Sizes.BARE_MIB.inUnits("--cache", text, Sizes.M, MAX_CACHE_BYTES);
    }

    static final class Cache extends RuleConverter<Integer> {
        Cache() {
            super(Threeen1Converters::cacheMb);
        }
    }

    static final class Runs extends AtLeast {
        Runs() {
            super("--runs", 1, "1 or more");
        }
    }

    static final class Warmups extends AtLeast {
        Warmups() {
            super("--warmups", 0, "0 or more");
        }
    }
}
