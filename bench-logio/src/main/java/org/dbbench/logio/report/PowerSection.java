package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.Plural;
import org.dbbench.core.report.RecordFields.Kind;
import org.dbbench.core.report.RecordFields;
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

    /** Every power.json since the first (ff1f433) holds these; "fault" came with --fault. */
    private static final RecordFields FIELDS = new RecordFields()
            .required("method", Kind.TEXT).required("cuts", Kind.COUNT).required("acknowledged", Kind.COUNT)
            .required("acknowledged_lost", Kind.COUNT).required("torn", Kind.COUNT)
            .required("labelled_durable", Kind.FLAG).optional("fault", Kind.TEXT);

    /** The config fields the notes read. */
    private static final RecordFields TIMING = new RecordFields()
            .required("cuts", Kind.COUNT).required("seconds", Kind.NUMBER);

    @Override
    public RecordFields fields() {
        return FIELDS;
    }

    @Override
    public List<Report.Section> sections(List<MachineRun> runs) {
        List<MachineRun> holding = runs.stream().filter(this::holds).toList();
        List<Report.Section> out = new ArrayList<>();
        for (MachineRun r : holding) {
            List<Map<String, Object>> records = records(r);
            TIMING.checkObject(r.source().resolve(ResultBundle.CONFIG_JSON), r.config());
            List<String> notes = new ArrayList<>();
            if (holding.size() > 1) {
                notes.add("Machine: " + r.label());
            }
            notes.add(Plural.ofValue(r.config().get("cuts"), "cut") + " per level took " + r.config().get("seconds")
                    + " s in all; nothing here is timed: the layer serialises every request.");
            if (r.config().get("unavailableModes") instanceof Map<?, ?> skipped) {
                skipped.forEach((m, why) -> notes.add("not tested: " + m + ": " + why));
            }
            out.add(new Report.Section(NAME, List.of(r), PowerTable.tables(records, notes), List.of(), false));
        }
        return out;
    }

}
