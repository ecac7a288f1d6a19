package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.Table;

/**
 * A {@code bench powercut} bundle in {@code bench report}: its powercut.json as the table of crash
 * states tried and failed per kind and model, and a table of the failed states with the command that
 * replays each from the bundle. The report finds it as a {@link BundleSection}.
 */
public final class PowercutSection implements BundleSection {
    public static final String NAME = "powercut";

    @Override
    public String file() {
        return PowercutTally.FILE;
    }

    @Override
    public List<Report.Section> sections(List<MachineRun> runs) {
        List<MachineRun> holding = runs.stream().filter(this::holds).toList();
        List<Report.Section> out = new ArrayList<>();
        for (MachineRun r : holding) {
            Map<String, Object> json = read(r.source().resolve(file()));
            out.add(new Report.Section(NAME, List.of(r), List.of(states(json, holding.size() > 1 ? r.label() : null),
                    failures(json, r.source())), List.of(), false));
        }
        return out;
    }

    private static Table states(Map<String, Object> json, String machine) {
        Table.Builder t = Table.builder("Crash states of " + String.join(" ", strings(json.get("program")))
                + (machine == null ? "" : " - " + machine), "state", "model", "tried", "failed");
        for (Map<String, Object> s : maps(json.get("states"))) {
            t.row(s.get("kind"), s.get("model"), s.get("tried"), s.get("failed"));
        }
        t.note("check: " + json.get("check"));
        t.note(json.get("cutsMade") + " of " + json.get("cuts") + " cuts made, each " + json.get("timing")
                + (number(json.get("exitedBeforeCut")) > 0 ? "; PROGRAM exited before its cut in "
                        + json.get("exitedBeforeCut") + " (not a pass)" : ""));
        t.note("verdict: " + json.get("verdict"));
        return t.build();
    }

    private static Table failures(Map<String, Object> json, Path bundle) {
        Table.Builder t = Table.builder("Failed crash states (each replays from the bundle, without PROGRAM)",
                "cut", "state", "check said", "replay");
        for (Map<String, Object> f : maps(json.get("failures"))) {
            t.row(String.valueOf(f.get("cut")), String.valueOf(f.get("state")),
                    "exit " + f.get("checkExit") + (String.valueOf(f.get("checkSaid")).isEmpty() ? "" : ": " + f.get("checkSaid")),
                    "sh " + bundle.resolve(String.valueOf(f.get("script"))));
        }
        if (t.isEmpty()) t.note("none: every state tried passed the check");
        return t.build();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> read(Path file) {
        try {
            return Json.MAPPER.readValue(file.toFile(), Map.class);
        } catch (IOException e) {
            throw new BadInputException(file + " is truncated or malformed (" + e.getMessage().split("\\R")[0]
                    + "); the bundle is damaged", e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> maps(Object o) {
        return o instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }

    private static List<String> strings(Object o) {
        return o instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of(String.valueOf(o));
    }

    private static long number(Object o) {
        return o instanceof Number n ? n.longValue() : 0;
    }
}
