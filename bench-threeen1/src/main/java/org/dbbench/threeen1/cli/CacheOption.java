package org.dbbench.threeen1.cli;

import org.dbbench.core.cli.RuleConverter;
import org.dbbench.core.cli.Sizes;
import picocli.CommandLine.Option;

/**
 * {@code --cache}, the cache size of the stores that have one, as {@code bench threeen1 run} and
 * {@code crash} take it: declared and typed here once. Bare numbers count MiB, as they always have;
 * K, M and G by the suite's one rule ({@link Sizes}).
 */
public final class CacheOption {
    /** A terabyte of cache is beyond any machine this suite runs on, and its MiB still fit an int. */
    static final long MAX_CACHE_BYTES = 1024 * Sizes.G;

    @Option(names = "--cache", paramLabel = "MB", converter = Mib.class,
            description = "Cache size for the stores that have one, e.g. 256M or 2G: K, M or G in any case; a"
                    + " bare number is MiB (default: the profile's).")
    Integer mib;

    /** The cache in MiB, 0 for the profile's own. */
    int mb() {
        return mib == null ? 0 : mib;
    }

    static final class Mib extends RuleConverter<Integer> {
        Mib() {
            super(text -> (int) Sizes.BARE_MIB.inUnits("--cache", text, Sizes.M, MAX_CACHE_BYTES));
        }
    }
}
