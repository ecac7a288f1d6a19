package org.dbbench.threeen1.crash;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;

/** How {@code bench threeen1 crash} says what it found: a line per kill, a sentence and a row per series, JSON. */
public final class CrashReport {
    private CrashReport() {
    }

    /** "derby tuned durable". */
    public static String label(KillCycle.Spec spec) {
        return spec.type().name() + " " + (spec.tuned() ? "tuned" : "defaults") + " " + spec.durability().cliName();
    }

    public static String killLine(String label, KillCycle.Kill k, int kills) {
        String head = label + " kill " + k.number() + "/" + kills + ": ";
        if (k.finishedFirst()) {
            return head + "the run finished before " + Format.thousands(k.killAfter()) + " commits (no kill; the next"
                    + " one starts on a fresh store); verify: " + Format.thousands(k.verify().checked()) + " entries, "
                    + Format.thousands(k.verify().bad()) + " bad";
        }
        return head + "killed after " + Format.thousands(k.acknowledged()) + " acknowledged commits; "
                + Format.thousands(k.survived()) + " survived, " + Format.thousands(k.lost()) + " lost"
                + (k.firstLost() == null ? "" : " (first: " + k.firstLost() + ")") + "; verify: "
                + Format.thousands(k.verify().checked()) + " entries, " + Format.thousands(k.verify().bad()) + " bad"
                + (k.verify().ok() ? "" : " " + k.verify().examples()) + "; reopen " + seconds(k.reopenSeconds());
    }

    /** "derby tuned durable: 0 of 41,312 acknowledged commits lost in 20 kills, reopen 0.40-1.90 s; ...". */
    public static String sentence(CrashSeries.Result r) {
        String s = label(r.spec()) + ": " + Format.thousands(r.lost()) + " of " + Format.thousands(r.acknowledged())
                + " acknowledged commits lost in " + Plural.of(r.killed(), "kill") + ", reopen " + reopen(r) + " s; "
                + Format.thousands(r.bad()) + (r.bad() == 1 ? " bad entry" : " bad entries") + "; restart "
                + (r.finalRun().valid() ? "finished the range right" : "INVALID " + r.finalRun().problems());
        List<String> failures = r.failures();
        if (!failures.isEmpty()) {
            return s + " - FAILED";
        }
        if (r.lost() > 0) {
            return s + " (" + r.spec().durability().cliName() + " promises no sync per commit: losing the last"
                    + " commits is what it allows)";
        }
        return s;
    }

    public static Table table(List<CrashSeries.Result> results, List<String> errors, Workload w) {
        Table.Builder t = Table.builder("Crash: kill -9 at random commit counts, " + Format.thousands(w.from()) + ".."
                + Format.thousands(w.to()) + ", k=" + w.workers(),
                "store", "profile", "level", "kills", "acked", "lost", "bad", "reopen s", "check");
        for (CrashSeries.Result r : results) {
            t.row(r.spec().type().name(), r.spec().tuned() ? "tuned" : "defaults", r.spec().durability().cliName(),
                    String.valueOf(r.killed()), Format.thousands(r.acknowledged()), Format.thousands(r.lost()),
                    Format.thousands(r.bad()), reopen(r), r.failures().isEmpty() ? "ok" : "FAILED");
        }
        t.note("acked: acknowledged step commits, whose call had returned in the killed JVM; lost: of those, missing or"
                + " different after the reopen; bad: stored entries verify rejected (step(n) = 1 + step(next(n)),"
                + " covered by result); reopen: opening the killed store in the checking JVM, recovery included"
                + " (engine classes loaded beforehand). After the kills one run finished the range.");
        t.note("Lost acknowledged commits fail only at durable; relaxed and none may lose the last commits by"
                + " their own promise, and the table says how many they did.");
        for (CrashSeries.Result r : results) {
            t.note(sentence(r));
        }
        for (String e : errors) {
            t.note("STOPPED " + e);
        }
        return t.build();
    }

    public static Map<String, Object> json(CrashSeries.Result r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("store", r.spec().type().name());
        m.put("profile", r.spec().tuned() ? "tuned" : "defaults");
        m.put("durability", r.spec().durability().cliName());
        m.put("kills", r.killed());
        m.put("acknowledged", r.acknowledged());
        m.put("lost", r.lost());
        m.put("bad", r.bad());
        m.put("reopenSecondsMin", r.reopenMin());
        m.put("reopenSecondsMax", r.reopenMax());
        m.put("finalRunValid", r.finalRun().valid());
        m.put("finalRunResult", r.finalRun().result());
        m.put("finalRunProblems", r.finalRun().problems());
        m.put("failures", r.failures());
        m.put("sentence", sentence(r));
        m.put("each", r.kills().stream().map(CrashReport::json).toList());
        return m;
    }

    private static Map<String, Object> json(KillCycle.Kill k) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kill", k.number());
        m.put("killAfter", k.killAfter());
        m.put("finishedFirst", k.finishedFirst());
        m.put("acknowledged", k.acknowledged());
        m.put("survived", k.survived());
        m.put("lost", k.lost());
        m.put("firstLost", k.firstLost());
        m.put("verifyChecked", k.verify().checked());
        m.put("verifyBad", k.verify().bad());
        m.put("verifyExamples", k.verify().examples());
        m.put("reopenSeconds", k.reopenSeconds());
        return m;
    }

    private static String reopen(CrashSeries.Result r) {
        double lo = r.reopenMin();
        double hi = r.reopenMax();
        if (Double.isNaN(lo)) {
            return "-";
        }
        return lo == hi ? String.format(Locale.ROOT, "%.2f", lo) : String.format(Locale.ROOT, "%.2f-%.2f", lo, hi);
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.2f s", s);
    }
}
