package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Report;
import org.dbbench.logio.power.PowerTable;

/**
 * A {@code bench logio --parts power} bundle in {@code bench report}: its power.json as one table per
 * fault level (method: cuts, acknowledged, lost, torn, verdict), the tables the command printed. The
 * report finds it as a {@link BundleSection}.
 */
public final class PowerSection implements BundleSection {
    public static final String NAME = "logio power";

    @Override
    public String file() {
        return PowerTable.POWER_JSON;
    }

    @Override
    public List<Report.Section> sections(List<MachineRun> runs) {
        List<MachineRun> holding = runs.stream().filter(this::holds).toList();
        List<Report.Section> out = new ArrayList<>();
        for (MachineRun r : holding) {
            List<String> notes = new ArrayList<>();
            if (holding.size() > 1) {
                notes.add("Machine: " + r.label());
            }
            notes.add(Plural.ofValue(r.config().get("cuts"), "cut") + " per level took " + r.config().get("seconds")
                    + " s in all; nothing here is timed: the layer serialises every request.");
            if (r.config().get("unavailableModes") instanceof Map<?, ?> skipped) {
                skipped.forEach((m, why) -> notes.add("not tested: " + m + ": " + why));
            }
            List<Map<String, Object>> records = records(r);
            out.add(new Report.Section(NAME, List.of(r), PowerTable.tables(records, notes), List.of()));
        }
        return out;
    }

}
