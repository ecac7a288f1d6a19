package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.report.Table;

/**
 * Several machines at once: per sync method, file state and cache, the aligned and non-aligned
 * times and the gain of every machine next to each other (what the 2004 thread could not do).
 */
final class SideBySide {
    private SideBySide() {
    }

    static List<Table> build(List<MachineRun> runs, List<Cases> cases) {
        Set<String> keys = new LinkedHashSet<>();
        List<Map<String, List<OriginalTables.Pair>>> groups = new ArrayList<>();
        for (Cases c : cases) {
            Map<String, List<OriginalTables.Pair>> g = OriginalTables.groups(c);
            groups.add(g);
            keys.addAll(g.keySet());
        }
        List<Table> tables = new ArrayList<>();
        for (String key : keys) {
            List<String> headers = new ArrayList<>(List.of("Buffer-Size(K)"));
            Map<Integer, List<String>> rows = new LinkedHashMap<>();
            Cases.Write any = null;
            for (int i = 0; i < runs.size(); i++) {
                headers.add("#" + (i + 1) + " A ms");
                headers.add("#" + (i + 1) + " N ms");
                headers.add("#" + (i + 1) + " gain");
            }
            for (int i = 0; i < runs.size(); i++) {
                for (OriginalTables.Pair p : groups.get(i).getOrDefault(key, List.of())) {
                    any = any != null ? any : p.aligned() != null ? p.aligned() : p.nonAligned();
                    List<String> row = rows.computeIfAbsent(p.sizeKb(), s -> emptyRow(s, runs.size()));
                    row.set(1 + 3 * i, ms(p.aligned()));
                    row.set(2 + 3 * i, ms(p.nonAligned()));
                    row.set(3 + 3 * i, (p.withinNoise() ? "~" : "") + Units.percent(p.gainPercent()));
                }
            }
            if (any == null) {
                continue;
            }
            Table.Builder t = Table.builder(OriginalTables.title(any) + ", machines side by side",
                    headers.toArray(new String[0]));
            rows.keySet().stream().sorted((a, b) -> b - a).forEach(size -> t.row(rows.get(size)));
            for (int i = 0; i < runs.size(); i++) {
                t.note("#" + (i + 1) + " = " + runs.get(i).label() + ", write cache "
                        + runs.get(i).env().get("storage", "writeCache"));
            }
            t.note("A/N ms: mean msec per write, aligned/non-aligned, the median of the machine's runs; "
                    + Repeats.MARK + " = their spread is wider than 10% (cause in that machine's table); gain as"
                    + " in the per-machine tables.");
            tables.add(t.build());
        }
        return tables;
    }

    private static List<String> emptyRow(int size, int machines) {
        List<String> row = new ArrayList<>();
        row.add(String.valueOf(size));
        for (int i = 0; i < 3 * machines; i++) {
            row.add("-");
        }
        return row;
    }

    private static String ms(Cases.Write w) {
        return w == null ? "-" : Units.sig(w.runs().median() / 1000) + (w.runs().wide() ? Repeats.MARK : "");
    }
}
