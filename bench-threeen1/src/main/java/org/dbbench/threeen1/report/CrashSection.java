package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.RecordFields;
import org.dbbench.core.report.RecordFields.Kind;
import org.dbbench.core.report.Report;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.crash.FaultReport;

/**
 * A {@code bench threeen1 crash} bundle in {@code bench report}: its crash.json as the table of
 * durability claims (store x level x fault: cuts, acknowledged, lost, failed opens, wrong values,
 * claim), the same table the command printed. The report finds it as a {@link BundleSection}.
 */
public final class CrashSection implements BundleSection {
    public static final String NAME = "threeen1 crash";

    @Override
    public String file() {
        return FaultReport.CRASH_JSON;
    }

    /**
     * Every crash.json since the first (e7fae94) holds these; "profile" and "findings" came later, and
     * "stopped" (a claim, and the reason of a series that stopped, since 2026-11-27; such a series was
     * left out of crash.json before) later still.
     */
    private static final RecordFields FIELDS = new RecordFields()
            .required("store", Kind.TEXT).required("level", Kind.TEXT).required("fault", Kind.TEXT)
            .required("cuts", Kind.COUNT).required("acknowledged", Kind.COUNT)
            .required("acknowledged_lost", Kind.COUNT).required("failed_opens", Kind.COUNT)
            .required("wrong_values", Kind.COUNT).required("claim", java.util.Set.of("held", "broken", "stopped"))
            .optional("profile", Kind.TEXT).optional("findings", Kind.TEXTS).optional("stopped", Kind.TEXT);

    /** The config fields the table's title reads. */
    private static final RecordFields RANGE = new RecordFields()
            .required("from", Kind.COUNT).required("to", Kind.COUNT).required("workers", Kind.COUNT);

    @Override
    public RecordFields fields() {
        return FIELDS;
    }

    /**
     * One table per machine and range: the crash runs of a campaign, made one store at a time so that
     * each finished store keeps its bundle, read as the one table of claims they are (a row names its
     * store, level and fault). Runs of different machines or ranges get tables of their own.
     */
    @Override
    public List<Report.Section> sections(List<MachineRun> runs) {
        List<MachineRun> holding = runs.stream().filter(this::holds).toList();
        long labels = holding.stream().map(MachineRun::label).distinct().count();
        Map<String, List<MachineRun>> byTitle = new LinkedHashMap<>();
        for (MachineRun r : holding) {
            RANGE.checkObject(r.source().resolve(ResultBundle.CONFIG_JSON), r.config());
            String title = range(r.config()) + (labels > 1 ? " - " + r.label() : "");
            byTitle.computeIfAbsent(title, t -> new ArrayList<>()).add(r);
        }
        List<Report.Section> out = new ArrayList<>();
        byTitle.forEach((title, group) -> {
            List<Map<String, Object>> records = new ArrayList<>();
            group.forEach(r -> records.addAll(records(r)));
            out.add(new Report.Section(NAME, group, List.of(FaultReport.table(records, title)), List.of(), false));
        });
        return out;
    }

    /** "1..5,000, k=4" from the crash run's config. */
    private static String range(Map<String, Object> config) {
        return number(config.get("from")) + ".." + number(config.get("to")) + ", k=" + config.get("workers");
    }

    private static String number(Object o) {
        return o instanceof Number n ? Format.thousands(n.longValue()) : String.valueOf(o);
    }
}
