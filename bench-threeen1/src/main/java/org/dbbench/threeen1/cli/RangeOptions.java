package org.dbbench.threeen1.cli;

import org.dbbench.core.cli.RuleConverter;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;
import picocli.CommandLine.Option;

/**
 * {@code --from I --to J}, the range of the workload, as {@code bench threeen1 run} and {@code crash}
 * take it: declared and typed here once, each a whole number by the suite's one rule ({@link Numbers}).
 * Null is "not given": the command's default decides (the run's preset; crash's 20_000 numbers), and
 * the command's help states it through its resource bundle's {@value #TO_DEFAULT} ({@link RunHelp},
 * {@link CrashHelp}). Whether the two fit together is {@link Workload#of}'s.
 */
public final class RangeOptions {
    /** The first number when --from is not given, in every command. */
    static final long FROM = 1;
    /** The key of a command's resource bundle that states its --to default. */
    static final String TO_DEFAULT = "to.default";
    static final String RANGE = "1 <= i < j <= " + Format.thousands(Workload.MAX_TO).replace(',', '_');

    @Option(names = "--from", paramLabel = "I", converter = From.class,
            description = "First number i (default: " + FROM + ").")
    Long from;

    @Option(names = "--to", paramLabel = "J", converter = To.class,
            description = "Last number j, below 10_000_000_001; _ groups digits, a comma separates list items"
                    + " (default: ${bundle:" + TO_DEFAULT + "}).")
    Long to;

    /** --from, or the default first number. */
    long from() {
        return from == null ? FROM : from;
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
}
