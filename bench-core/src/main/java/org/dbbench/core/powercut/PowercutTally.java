package org.dbbench.core.powercut;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.fault.CrashState;

/**
 * What a {@code bench powercut} run found, as it goes: every cut (made or not), the states tried and
 * failed per kind and model, every failure with its replay command; rendered as powercut.json, the
 * summary and the exit status.
 */
final class PowercutTally {
    static final String FILE = "powercut.json";
    static final int FORMAT = 1;

    private final PowercutSettings settings;
    private final List<Map<String, Object>> cuts = new ArrayList<>();
    private final Map<String, int[]> states = new LinkedHashMap<>();
    private final List<Map<String, Object>> failures = new ArrayList<>();
    private int made;
    private int exitedEarly;

    PowercutTally(PowercutSettings settings) {
        this.settings = settings;
    }

    void cut(ProgramCut.Outcome o, long ackBytes) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("cut", o.index());
        c.put("made", o.made());
        c.put("seconds", o.millis() / 1000.0);
        c.put("syncs", o.syncs());
        c.put("ackBytes", ackBytes);
        if (!o.made()) c.put("exitStatus", o.exitStatus());
        cuts.add(c);
        if (o.made()) made++;
        else exitedEarly++;
    }

    void state(int cut, CrashState s, StateCheck.Verdict v) {
        int[] counts = states.computeIfAbsent(s.kind().label() + "\t" + s.model().label(), k -> new int[2]);
        counts[0]++;
        if (v.passed()) return;
        counts[1]++;
        String id = StateName.id(cut, s);
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("cut", cut);
        f.put("kind", s.kind().label());
        f.put("model", s.model().label());
        f.put("seed", s.seed());
        f.put("index", s.index());
        f.put("state", s.describe());
        f.put("checkExit", v.exitStatus());
        f.put("checkSaid", v.lastLine());
        f.put("replay", ReplayScript.command(id));
        f.put("script", ReplayScript.DIR + "/" + id + ".sh");
        failures.add(f);
    }

    int failed() {
        return failures.size();
    }

    List<Map<String, Object>> failures() {
        return failures;
    }

    /** 3 when a state failed the check, 1 when a cut could not be made (PROGRAM exited first), else 0. */
    int exitStatus() {
        return !failures.isEmpty() ? 3 : exitedEarly > 0 ? 1 : 0;
    }

    String verdict() {
        return !failures.isEmpty() ? "failed" : exitedEarly > 0 ? "not tested" : "passed";
    }

    Map<String, Object> json() {
        Map<String, Object> j = new LinkedHashMap<>();
        j.put("powercutFormat", FORMAT);
        j.put("program", settings.program());
        j.put("check", settings.check());
        j.put("timing", settings.timing());
        j.put("verdict", verdict());
        j.put("cuts", settings.cuts());
        j.put("cutsMade", made);
        j.put("exitedBeforeCut", exitedEarly);
        List<Map<String, Object>> tried = new ArrayList<>();
        states.forEach((key, n) -> {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("kind", key.split("\t")[0]);
            t.put("model", key.split("\t")[1]);
            t.put("tried", n[0]);
            t.put("failed", n[1]);
            tried.add(t);
        });
        j.put("states", tried);
        j.put("failures", failures);
        j.put("perCut", cuts);
        return j;
    }

    /** The summary's lines, at most 72 columns wide but for the commands quoted in them. */
    String summary() {
        List<String> lines = new ArrayList<>();
        lines.add("bench powercut: " + String.join(" ", settings.program()));
        lines.add("check: " + settings.check());
        lines.add("cut " + settings.timing());
        lines.add(String.format(Locale.ROOT, "%d of %d cuts made%s", made, settings.cuts(),
                exitedEarly > 0 ? "; PROGRAM exited before its cut in " + exitedEarly + " (no cut made, not a pass)" : ""));
        lines.add(String.format(Locale.ROOT, "%-10s %-6s %6s %6s", "state", "model", "tried", "failed"));
        states.forEach((key, n) -> lines.add(String.format(Locale.ROOT, "%-10s %-6s %6d %6d",
                key.split("\t")[0], key.split("\t")[1], n[0], n[1])));
        lines.add("verdict: " + verdict() + (failures.isEmpty() ? "" : " (" + failures.size() + " states failed the check)"));
        return String.join("\n", lines) + "\n";
    }
}
