package org.dbbench.threeen1.cli;

import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.RuleConverter;

/**
 * Each option of {@code bench threeen1 run} of its own, text to its type, once, while picocli parses:
 * numbers by the suite's one rule ({@link Numbers}), lists by their own ({@link CpuCounts}). The
 * options run shares with crash and verify are typed where they are declared: {@link RangeOptions},
 * {@link CacheOption}, {@link StoreOption}, {@link DurabilityOption}, {@link WorkersOption}. A refusal
 * is a BadInputException naming the option, the value and what is allowed (the CLI prints it as the
 * command's one line). Whether the values fit together (from below to, a kept --db) is
 * {@link RunRequest}'s.
 */
final class Threeen1Converters {
    private Threeen1Converters() {
    }

    static final class Block extends RuleConverter<Long> {
        Block() {
            super(text -> Numbers.parseLong("--block", text, "1 or more numbers"));
        }
    }

    static final class Cpus extends ListConverter<Integer> {
        Cpus() {
            super(CpuCounts::parse);
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
