package org.dbbench.logio.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.core.jmh.JmhRecord;
import picocli.CommandLine;

/**
 * {@code bench compare logio}: a case is one benchmark with one combination of the parameters that
 * vary in the run (sync method, size, start, file state...); its number is JMH's mean time per
 * write (or commit). No engine runs, so there are no jars to swap; {@code --a-dir/--b-dir} pick the disk.
 * Found by {@code bench compare} through ServiceLoader.
 */
public final class LogioCompare implements StudyAdapter {
    @Override
    public double targetPercent() {
        return 5; // the aim for a disk, whose writes vary more than a CPU's work; whether 10 min reach it is still to be measured
    }

    /** Busy work after each write of the log-write benchmark (not the other parts'). */
    @Override
    public List<String> knownEffects() {
        return List.of(org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU);
    }

    @Override
    public int defaultRounds() {
        return 7; // a logio run has dozens of cases; 7 against 7 can pass Holm's correction among up to 85
    }

    @Override
    public String study() {
        return "logio";
    }

    @Override
    public List<String> examples() {
        return List.of("logio --quick --a-dir /mnt/ext4 --b-dir /mnt/xfs");
    }

    @Override
    public String dirOption() {
        return LogioStudy.DIR_OPTION;
    }

    @Override
    public Path defaultDir() {
        return Path.of(".").toAbsolutePath().normalize();
    }

    @Override
    public Map<String, String> enginePackages() {
        return Map.of();
    }

    @Override
    public List<String> roundArgs(List<String> userArgs) {
        return userArgs;
    }

    /**
     * The session's turns are the JMH iterations of one fork per case, its one warm-up iteration
     * first ({@link org.dbbench.logio.jmh.LatencyCase} waits for each). Only the one-thread parts take
     * turns: the group and rate parts run their own threads and clocks.
     */
    @Override
    public List<String> lockstepArgs(List<String> userArgs, int warmUpTurns, int turns) {
        if (warmUpTurns != 1) {
            throw new IllegalArgumentException("a logio fork makes one warm-up iteration, not " + warmUpTurns);
        }
        LogioCommand run = new LogioCommand();
        CommandLine.ParseResult given;
        LogioSettings s;
        try {
            given = new CommandLine(run).parseArgs(userArgs.toArray(String[]::new));
            s = run.settings();
        } catch (CommandLine.ParameterException | BadInputException e) {
            return new ArrayList<>(userArgs); // the study's own check refuses them next, in its words
        }
        for (String option : List.of("--forks", "--iterations", "--duration")) {
            if (given.hasMatchedOption(option)) {
                throw new BadInputException(option + " cannot be given with --lockstep: a lockstep round runs each"
                        + " case in one fork, 1 warm-up and " + turns + " measured iterations; leave " + option + " out");
            }
        }
        if (s.parts.stream().anyMatch(p -> p != Part.WRITE && p != Part.PG)) {
            throw new BadInputException("--parts " + String.join(",", s.parts.stream().map(Part::cliName).toList())
                    + (given.hasMatchedOption("--parts") ? "" : " (the default)") + " cannot run in lockstep: only"
                    + " write and pg take turns (group and rate run threads of their own); give --parts write, pg"
                    + " or write,pg");
        }
        if (s.warmupMs == 0) {
            throw new BadInputException("--warmup-ms 0 cannot be given with --lockstep: a session's first turn"
                    + " is each fork's warm-up iteration; leave --warmup-ms out or above 0");
        }
        List<String> args = new ArrayList<>(userArgs);
        args.addAll(List.of("--forks", "1", "--iterations", String.valueOf(turns)));
        return args;
    }

    /** "LogWrite force-false sizeKb=8 aligned": the class, then the parameters that vary in its records. */
    @Override
    public String caseLabel(JmhRecord r, List<JmhRecord> all) {
        List<JmhRecord> same = all.stream().filter(x -> x.benchmark().equals(r.benchmark())).toList();
        List<String> parts = new ArrayList<>();
        parts.add(r.className().replace("Benchmark", "") + (r.method().equals("write") ? "" : "." + r.method()));
        for (Map.Entry<String, String> p : r.params().entrySet()) {
            boolean varies = same.stream().map(x -> x.param(p.getKey())).distinct().count() > 1;
            if (varies) {
                parts.add(p.getValue().matches("-?[0-9.]+|true|false") ? p.getKey() + "=" + p.getValue() : p.getValue());
            }
        }
        if (same.stream().map(JmhRecord::threads).distinct().count() > 1) {
            parts.add("threads=" + r.threads());
        }
        return String.join(" ", parts);
    }

    @Override
    public String invalidReason(JmhRecord r) {
        return null; // logio has no answer to check; implausible numbers are flagged in its own tables
    }

    @Override
    public List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig) {
        if (roundConfig.get("knownEffects") instanceof Map<?, ?> effects) {
            Map<String, String> m = new java.util.LinkedHashMap<>();
            effects.forEach((k, v) -> m.put(String.valueOf(k), String.valueOf(v)));
            m.put("store", "every log write");
            return List.of(m);
        }
        return List.of();
    }
}
