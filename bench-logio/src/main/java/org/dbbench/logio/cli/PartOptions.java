package org.dbbench.logio.cli;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;

/**
 * The options that belong to one part or two (the rates to the rate part, the committing threads to
 * group commit): given to a run whose parts do not include theirs, they would be silently ignored, and a
 * user would read a run without them as one with them. They are refused instead, as --cuts without
 * --parts power is.
 */
final class PartOptions {
    private record Owned(String option, Object value, List<Part> parts) {
    }

    private PartOptions() {
    }

    static void check(LogioOptions given, List<Part> parts) {
        List<Owned> owned = List.of(
                new Owned("--rates", given.rates(), List.of(Part.RATE)),
                new Owned("--producers", given.producers(), List.of(Part.RATE)),
                new Owned("--p99-limit-ms", given.p99LimitMs(), List.of(Part.RATE)),
                new Owned("--threads", given.threads(), List.of(Part.GROUP)),
                new Owned("--group-mode", given.groupMode() == null ? null : given.groupMode().cliName(),
                        List.of(Part.GROUP)),
                new Owned("--record-bytes", given.recordBytes(), List.of(Part.GROUP, Part.RATE)),
                new Owned("--starts", given.starts() == null ? null
                        : given.starts().stream().map(w -> w.cliName()).toList(), List.of(Part.WRITE)),
                new Owned("--pg-cases", given.pgCases() == null ? null
                        : given.pgCases().stream().map(p -> p.cliName()).toList(), List.of(Part.PG)));
        for (Owned o : owned) {
            if (o.value() != null && o.parts().stream().noneMatch(parts::contains)) {
                throw new BadInputException(o.option() + " " + text(o.value()) + " applies to --parts "
                        + names(o.parts(), " or ") + " only, and this run measures " + names(parts, ",")
                        + "; add " + names(o.parts(), " or ") + " to --parts or drop " + o.option());
            }
        }
    }

    private static String names(List<Part> parts, String separator) {
        return parts.stream().map(Part::cliName).collect(Collectors.joining(separator));
    }

    /** The value as typed: a list with commas, a number without a trailing .0. */
    private static String text(Object value) {
        if (value instanceof Collection<?> c) {
            return c.stream().map(PartOptions::text).collect(Collectors.joining(","));
        }
        if (value instanceof Double d) {
            return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
        }
        return String.valueOf(value);
    }
}
