package org.dbbench.logio.cli;

import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.RuleConverter;
import org.dbbench.core.cli.WholeConverter;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;

/**
 * Each {@code bench logio} option's text to its type, once, at the edge: picocli runs these while it
 * parses, each by its rule in {@link LogioValues} or the suite's number rule, the rules by which the
 * presets ({@link LogioOptions}) are built from their defaults' text too. A refusal is a
 * BadInputException naming the option, the value and what is allowed (the CLI prints it as the
 * command's one line).
 */
final class LogioConverters {
    private LogioConverters() {
    }

    static final class Modes extends ListConverter<SyncMethod> {
        Modes() {
            super(LogioValues::modes);
        }
    }

    static final class Sizes extends ListConverter<Integer> {
        Sizes() {
            super(LogioValues::sizes);
        }
    }

    static final class FileStates extends ListConverter<FileState> {
        FileStates() {
            super(LogioValues::fileStates);
        }
    }

    static final class Starts extends ListConverter<WriteStart> {
        Starts() {
            super(LogioValues::starts);
        }
    }

    static final class Caches extends ListConverter<CacheState> {
        Caches() {
            super(LogioValues::caches);
        }
    }

    static final class Parts extends ListConverter<Part> {
        Parts() {
            super(LogioValues::parts);
        }
    }

    static final class PgCases extends ListConverter<PgPattern> {
        PgCases() {
            super(LogioValues::pgCases);
        }
    }

    static final class Threads extends ListConverter<Integer> {
        Threads() {
            super(LogioValues::threads);
        }
    }

    static final class Rates extends ListConverter<Long> {
        Rates() {
            super(LogioValues::rates);
        }
    }

    static final class GroupMode extends RuleConverter<SyncMethod> {
        GroupMode() {
            super(LogioValues::groupMode);
        }
    }

    static final class Alignment extends RuleConverter<Integer> {
        Alignment() {
            super(LogioValues::alignment);
        }
    }

    static final class FileSize extends RuleConverter<Long> {
        FileSize() {
            super(LogioValues::fileBytes);
        }
    }

    static final class Duration extends RuleConverter<Long> {
        Duration() {
            super(LogioValues::durationMs);
        }
    }

    static final class P99Limit extends RuleConverter<Double> {
        P99Limit() {
            super(LogioValues::p99Limit);
        }
    }

    static final class Writes extends WholeConverter {
        Writes() {
            super("--writes", 1, 1_000_000, "a number of writes from 1 to 1000000");
        }
    }

    static final class Offset extends RuleConverter<Integer> {
        Offset() {
            super(LogioValues::offset);
        }
    }

    static final class RecordBytes extends RuleConverter<Integer> {
        RecordBytes() {
            super(LogioValues::recordBytes);
        }
    }

    static final class Forks extends WholeConverter {
        Forks() {
            super("--forks", 1, 100, "JVM forks (runs) per case from 1 to 100");
        }
    }

    static final class WarmupMs extends WholeConverter {
        WarmupMs() {
            super("--warmup-ms", 0, 600_000, "milliseconds of warmup per fork from 0 to 600000");
        }
    }

    static final class Iterations extends WholeConverter {
        Iterations() {
            super("--iterations", 1, 1000, "measurement iterations per fork from 1 to 1000");
        }
    }

    static final class IterationMs extends WholeConverter {
        IterationMs() {
            super("--iteration-ms", 10, 600_000, "milliseconds per measurement iteration from 10 to 600000");
        }
    }

    static final class Producers extends WholeConverter {
        Producers() {
            super("--producers", 1, 1024, "a number of producer threads from 1 to 1024");
        }
    }

    static final class Cuts extends WholeConverter {
        Cuts() {
            super("--cuts", 1, PowerPart.MAX_CUTS, "a number of power cuts from 1 to " + PowerPart.MAX_CUTS);
        }
    }
}
