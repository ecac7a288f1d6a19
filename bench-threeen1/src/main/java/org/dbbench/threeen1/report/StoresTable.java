package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.OriginalLine;

/**
 * The 3n+1 table of one range and durability on one machine: every store's seconds, spread, wall
 * time, reads/s and check, with the notes that say how to read them, the expected answer, the
 * original's line and what each store promises at commit.
 */
final class StoresTable {
    private StoresTable() {
    }

    static Table table(List<RunCase> group, Map<String, Object> config, String machine) {
        RunCase first = group.get(0);
        Table.Builder t = Table.builder("3n+1 " + Format.thousands(first.from()) + ".." + Format.thousands(first.to())
                + ", durability " + first.durability() + machine,
                "store", "profile", "k", "seconds", "spread", "wall s", "reads/s", "check");
        for (RunCase c : group) {
            t.row(c.store(), c.profile(), String.valueOf(c.workers()), Format.seconds(c.seconds()),
                    c.secondsRuns().spreadCell(), Format.seconds(c.wallSeconds()), Format.thousands(c.readsPerSecond()),
                    c.valid() ? "ok" : "INVALID");
        }
        // a quick run is a first look: the original's line and the settings stay in the bundle, one screen less
        boolean quick = config != null && Boolean.TRUE.equals(config.get("quick"));
        t.note("seconds: measured interval, all workers released -> last one done (the original's"
                + " clock); wall s: store open -> closed, setup included. Rates are over seconds."
                + (quick ? "" : " Updates/s is in the original's line below."));
        int maxSamples = group.stream().mapToInt(RunCase::samples).max().orElse(1);
        Object runsIn = config == null ? null : config.get("runsIn");
        t.note("Each value is the median of the case's " + (maxSamples > 1 ? maxSamples + " " : "") + "runs. "
                + Repeats.legend("of seconds; runs in " + (runsIn == null ? "JMH forks or iterations" : runsIn)));
        Map<String, Repeats> spreads = new LinkedHashMap<>();
        group.forEach(c -> spreads.put(c.store() + " " + c.profile() + " k=" + c.workers(), c.secondsRuns()));
        Repeats.causeNotes(spreads).forEach(t::note);
        if (config != null && config.get("processors") instanceof Number cpus) {
            int floor = 2 * cpus.intValue();
            List<Integer> below = group.stream().map(RunCase::workers).filter(k -> k < floor).distinct().toList();
            if (!below.isEmpty()) {
                t.note("k = " + below.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))
                        + " is below 2 x " + cpus + " processors = " + floor + "; the original raised k to that,"
                        + " because contention is part of the test.");
            }
        }
        Object expected = config == null ? null : config.get("expected");
        if (expected instanceof Map<?, ?> e) {
            t.note("Expected (in-memory oracle, same algorithm): result " + number(e.get("result")) + ", highest "
                    + number(e.get("highest")) + "; reads - updates = " + Format.thousands(first.to() - first.from() + 1)
                    + "; one worker on an empty store: " + number(e.get("updates")) + " updates.");
        }
        for (RunCase c : group) {
            for (String p : c.problems()) {
                t.note("INVALID " + c.store() + " " + c.profile() + " k=" + c.workers() + ": " + p);
            }
            if (c.resumed()) {
                t.note(c.store() + " " + c.profile() + " k=" + c.workers() + " resumed on a kept store: walks"
                        + " stopped at stored steps, so highest, reads and updates count this run only.");
            }
        }
        if (!quick) {
            t.note("The original's line (" + OriginalLine.HEADER + "):");
            for (RunCase c : group) {
                // one line per run however long its numbers: scripts read it line by line, as they read GT.M's
                t.wholeNote("  " + c.store() + " " + c.profile() + ": " + c.originalLine() + (c.valid() ? "" : " INVALID"));
            }
        }
        addStoreNotes(t, group, config, quick);
        return t.build();
    }

    /** Durability statements and settings, as each store described itself for this run. */
    private static void addStoreNotes(Table.Builder t, List<RunCase> group, Map<String, Object> config,
            boolean quick) {
        Object described = config == null ? null : config.get("storeSettings");
        if (!(described instanceof List<?> list)) {
            return;
        }
        Set<String> inTable = new LinkedHashSet<>();
        for (RunCase c : group) {
            inTable.add(c.store() + " " + c.profile());
        }
        Set<String> statements = new LinkedHashSet<>();
        List<String> settings = new ArrayList<>();
        for (Object o : list) {
            if (o instanceof Map<?, ?> m && inTable.contains(m.get("store") + " " + m.get("profile"))) {
                String effective = String.valueOf(m.get("durability"));
                statements.add("  " + m.get("store") + " (" + effective
                        + (effective.equals(String.valueOf(m.get("durabilityAsked"))) ? "" : ", whatever is asked")
                        + "): " + m.get("statement"));
                if (m.get("settings") instanceof Map<?, ?> s && !s.isEmpty()) {
                    List<String> kv = new ArrayList<>();
                    s.forEach((k, v) -> kv.add(k + "=" + v));
                    settings.add("  " + m.get("store") + " " + m.get("profile") + ": " + String.join("; ", kv));
                }
            }
        }
        if (!statements.isEmpty()) {
            t.note("What reaches stable storage at commit, per store:");
            statements.forEach(t::note);
        }
        if (!settings.isEmpty() && !quick) { // a quick run's settings stay in config.json (storeSettings)
            t.note("Settings:");
            settings.forEach(t::note);
        }
    }

    private static String number(Object o) {
        return o instanceof Number n ? Format.thousands(n.longValue()) : String.valueOf(o);
    }
}
