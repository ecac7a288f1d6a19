package org.dbbench.threeen1.crash;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;

/**
 * crash.json and the table of claims: one record per store, level and fault (kill, power, power-meta,
 * power-torn) with the fields scripts read: store, level, fault, cuts, acknowledged_lost, failed_opens,
 * wrong_values, claim (held or broken; stopped, with the reason in "stopped", for a series that stopped: broken
 * instead where the cuts before the stop broke it, the reason kept).
 */
public final class FaultReport {
    /** The bundle file of these records. */
    public static final String CRASH_JSON = "crash.json";

    private FaultReport() {
    }

    public static Map<String, Object> record(CrashSeries.Result r) {
        Map<String, Object> m = killRecord(r);
        m.put("claim", r.failures().isEmpty() ? "held" : "broken");
        return m;
    }

    /**
     * A kill series that stopped before its last kill or its restart finished (a child or the restart
     * failed): what the kills before the stop found, claim "stopped" (or "broken" when those kills
     * broke it: a stop does not hide a loss), and the reason.
     */
    public static Map<String, Object> stopped(KillCycle.Spec spec, List<KillCycle.Kill> done, String reason) {
        CrashSeries.Result before = new CrashSeries.Result(spec, done, null);
        return stopped(killRecord(before), !before.failures().isEmpty(), reason);
    }

    /** The same for a power-cut series: its cuts before the stop (the layer's own state; no --states records). */
    public static Map<String, Object> stopped(PowerCutSeries.Result before, String reason) {
        return stopped(record(before), before.claimBroken(), reason);
    }

    private static Map<String, Object> stopped(Map<String, Object> record, boolean broken, String reason) {
        record.put("claim", broken ? "broken" : "stopped");
        record.put("stopped", reason);
        return record;
    }

    private static Map<String, Object> killRecord(CrashSeries.Result r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("store", r.spec().type().name());
        m.put("level", r.spec().durability().cliName());
        m.put("profile", r.spec().tuned() ? "tuned" : "defaults");
        m.put("fault", "kill");
        m.put("cuts", r.killed());
        m.put("acknowledged", r.acknowledged());
        m.put("acknowledged_lost", r.lost());
        m.put("lost_in_failed_opens", 0);
        m.put("failed_opens", 0);
        m.put("wrong_values", r.bad());
        return m;
    }

    /** The layer's own record, then one per metadata model of {@code --states}. */
    public static List<Map<String, Object>> records(PowerCutSeries.Result r) {
        List<Map<String, Object>> records = new ArrayList<>();
        records.add(record(r));
        for (PowerCutSeries.StatesResult s : r.byModel()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("store", r.spec().type().name());
            m.put("level", r.spec().durability().cliName());
            m.put("profile", r.spec().tuned() ? "tuned" : "defaults");
            m.put("fault", r.fault().label());
            m.put("model", s.model());
            m.put("cuts", r.cuts());
            m.put("states_per_cut", s.statesPerCut());
            m.put("states", s.states());
            m.put("acknowledged", s.acknowledged());
            m.put("acknowledged_lost", s.lost());
            m.put("lost_in_failed_opens", s.lostUnopened());
            m.put("failed_opens", s.failedOpens());
            m.put("wrong_values", s.wrongValues());
            m.put("claim", s.claimBroken(r.spec().durability()) ? "broken" : "held");
            m.put("findings", s.findings());
            m.put("broken_states", s.brokenStates());
            records.add(m);
        }
        return records;
    }

    /**
     * The layer's own state per cut. Its model: power-meta's is posix; power and power-torn keep every
     * directory entry ("entries kept"); with --states, the per-model records follow it.
     */
    public static Map<String, Object> record(PowerCutSeries.Result r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("store", r.spec().type().name());
        m.put("level", r.spec().durability().cliName());
        m.put("profile", r.spec().tuned() ? "tuned" : "defaults");
        m.put("fault", r.fault().label());
        m.put("model", r.fault().undoesDirectoryEntries() ? "posix" : "entries kept");
        m.put("cuts", r.cuts());
        m.put("acknowledged", r.acknowledged());
        m.put("acknowledged_lost", r.lost());
        m.put("lost_in_failed_opens", r.lostUnopened());
        m.put("failed_opens", r.failedOpens());
        m.put("wrong_values", r.wrongValues());
        m.put("claim", r.claimBroken() ? "broken" : "held");
        m.put("findings", r.findings());
        return m;
    }

    /**
     * The table of claims from crash.json's records: the crash command's summary and {@code bench
     * report} both print it from here. {@code range} is "1..5,000, k=4" (the run's config).
     */
    public static Table table(List<Map<String, Object>> records, String range) {
        Table.Builder b = Table.builder("Durability claims under kill -9 and power cuts, " + range, "store", "level",
                "fault", "cuts", "acked", "lost", "unopened", "fails", "bad", "claim");
        for (Map<String, Object> r : records) {
            Object fault = r.get("states") == null ? r.get("fault") : r.get("fault") + "/" + r.get("model");
            Object cuts = r.get("states") == null ? r.get("cuts") : count(r.get("states"));
            b.row(r.get("store"), r.get("level"), fault, cuts, count(r.get("acknowledged")),
                    count(r.get("acknowledged_lost")), count(r.get("lost_in_failed_opens")), count(r.get("failed_opens")), count(r.get("wrong_values")),
                    r.get("claim"));
        }
        b.note("lost: acknowledged commits missing or changed after the reopen; unopened: acknowledged commits of"
                + " reopens that failed, all lost (crash.json: lost_in_failed_opens; '-' in files made before it);"
                + " fails: reopens that failed;"
                + " bad: stored entries failing step(n) = 1 + step(next(n)) (crash.json: wrong_values).");
        if (records.stream().anyMatch(r -> r.get("states") != null)) {
            b.note("power/posix, power/ext4: crash states of those cuts (--states: the base state and N drawn ones"
                    + " per cut, docs/power-loss.md) under that metadata model; cuts: states checked.");
        }
        b.note("claim broken: durable lost an acknowledged commit, or durable/relaxed would not open or held a"
                + " wrong value. kill -9 cannot lose what the OS holds; a power cut (docs/power-loss.md) can.");
        for (Map<String, Object> r : records) {
            if ("broken".equals(r.get("claim")) && r.get("findings") instanceof List<?> f && !f.isEmpty()) {
                b.note("broken: " + r.get("store") + " " + r.get("level") + " under " + r.get("fault") + ": "
                        + firstFindings(f.stream().map(String::valueOf).toList()));
            }
        }
        for (Map<String, Object> r : records) {
            if (r.get("stopped") != null) {
                String unit = "kill".equals(r.get("fault")) ? "kill" : "cut";
                b.note("stopped: " + r.get("store") + " " + r.get("level") + " " + r.get("fault") + " after "
                        + Plural.ofValue(r.get("cuts"), unit)
                        + ": " + String.valueOf(r.get("stopped")).lines().findFirst().orElse(""));
            }
        }
        for (Map<String, Object> r : records) {
            if (keptEverythingWithoutSyncing(r)) {
                b.note(r.get("store") + " " + r.get("level") + " lost nothing to " + Plural.ofValue(r.get("cuts"), r.get("fault") + " cut")
                        + ": at this level it does not skip the syncs a power cut punishes (or every cut fell"
                        + " after one), so it is as safe as durable here, not faster for that reason.");
            }
        }
        return b.build();
    }

    /** A level that promises no sync per commit (relaxed, none) yet lost nothing acknowledged to power cuts. */
    private static boolean keptEverythingWithoutSyncing(Map<String, Object> r) {
        return !"durable".equals(r.get("level")) && String.valueOf(r.get("fault")).startsWith("power")
                && r.get("acknowledged") instanceof Number acked && acked.longValue() > 0
                && r.get("acknowledged_lost") instanceof Number lost && lost.longValue() == 0
                && r.get("failed_opens") instanceof Number fails && fails.longValue() == 0;
    }

    /** "1..5,000, k=4": the range note of the table. */
    public static String range(Workload w) {
        return Format.thousands(w.from()) + ".." + Format.thousands(w.to()) + ", k=" + w.workers();
    }

    private static String count(Object n) {
        if (n == null) return "-"; // a field crash.json did not have yet when the file was written
        return n instanceof Number v ? Format.thousands(v.longValue()) : String.valueOf(n);
    }

    /** The first cut's findings, and how many more cuts had one: the line stays readable. */
    private static String firstFindings(List<String> findings) {
        if (findings.isEmpty()) return "";
        return findings.get(0) + (findings.size() > 1 ? " (and " + (findings.size() - 1) + " more cuts)" : "");
    }

    /** One line per broken claim, with the command that reproduces it. */
    public static List<String> brokenClaimLines(PowerCutSeries.Result r, int kills, long seed) {
        List<String> lines = new ArrayList<>();
        if (!r.claimBroken()) return lines;
        KillCycle.Spec s = r.spec();
        Workload w = s.workload();
        String command = "scripts/bench threeen1 crash --store " + s.type().name() + " --durability "
                + s.durability().cliName() + (s.tuned() ? "" : " --defaults") + " --fault " + r.fault().label()
                + " --kills " + kills + " --from " + w.from() + " --to " + w.to() + " --workers " + w.workers()
                + " --seed " + seed;
        lines.add("BROKEN CLAIM: " + s.type().name() + " " + s.durability().cliName() + " under "
                + r.fault().label() + ": " + firstFindings(r.findings()) + ". Reproduce: " + command);
        return lines;
    }

    /** One line per crash state that broke a claim: what it kept and lost, and the command that checks it again. */
    public static List<String> brokenStateLines(PowerCutSeries.Result r) {
        List<String> lines = new ArrayList<>();
        KillCycle.Spec s = r.spec();
        for (PowerCutSeries.StatesResult m : r.byModel()) {
            for (Map<String, Object> b : m.brokenStates()) {
                lines.add("BROKEN STATE: " + s.type().name() + " " + s.durability().cliName() + " " + r.fault().label()
                        + " cut " + b.get("cut") + ": " + b.get("description") + ". Replay: " + b.get("replay"));
            }
        }
        return lines;
    }
}
