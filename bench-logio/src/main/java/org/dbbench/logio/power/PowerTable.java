package org.dbbench.logio.power;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.Table;

/**
 * power.json's records as tables, one per fault level (power, power-torn): {@code bench logio
 * --parts power} prints them and {@code bench report} renders them from the bundle, from here.
 */
public final class PowerTable {
    /** The bundle file of these records. */
    public static final String POWER_JSON = "power.json";

    private PowerTable() {
    }

    /** One power.json record: method, fault, cuts, acknowledged_lost, torn, acknowledged, labelled_durable. */
    public static Map<String, Object> record(PowerCutExperiment.Losses l, String fault) {
        return record(l, fault, null, 0);
    }

    /** As above for the crash states of one metadata model (--states): {@code cuts} is then the states counted. */
    public static Map<String, Object> record(PowerCutExperiment.Losses l, String fault, String model, int statesPerCut) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("method", l.method.cliName());
        r.put("fault", fault);
        if (model != null) {
            r.put("model", model);
            r.put("states_per_cut", statesPerCut);
        }
        r.put("cuts", l.cuts);
        r.put("acknowledged_lost", l.acknowledgedLost());
        r.put("torn", l.torn);
        r.put("acknowledged", l.acknowledged);
        r.put("labelled_durable", l.method.durable());
        return r;
    }

    /**
     * @param notes the run's own lines (time taken, methods not tested), after the legend
     */
    public static List<Table> tables(List<Map<String, Object>> records, List<String> notes) {
        Map<String, Table.Builder> byFault = new LinkedHashMap<>();
        for (Map<String, Object> r : records) {
            // bundles written before --fault hold level power only
            String fault = String.valueOf(r.getOrDefault("fault", "power"))
                    + (r.get("model") != null ? ", crash states under " + r.get("model") : "");
            boolean durable = Boolean.TRUE.equals(r.get("labelled_durable"));
            long lost = number(r.get("acknowledged_lost"));
            String verdict = durable ? (lost == 0 ? "held" : "BROKEN") : (lost > 0 ? "loses" : "kept");
            byFault.computeIfAbsent(fault, f -> Table.builder("Power cuts (" + f + "): acknowledged records lost",
                    "method", "labelled", "cuts", "acked", "lost", "torn", "verdict"))
                    .row(r.get("method"), durable ? "durable" : "no", r.get("cuts"), r.get("acknowledged"), lost,
                            r.get("torn"), verdict);
        }
        List<Table> tables = new ArrayList<>();
        for (Map.Entry<String, Table.Builder> e : byFault.entrySet()) {
            Table.Builder b = e.getValue();
            b.note("verdict: held (labelled durable, lost none), BROKEN (labelled durable, lost some: a finding),"
                    + " loses (labelled not durable, lost some), kept (labelled not durable, lost none in these cuts).");
            b.note("acked: records whose write and sync returned before the cut; lost: of those, missing or torn"
                    + " after the cut and remount; torn: present but failing their checksum"
                    + (e.getKey().contains("crash states") ? " (crash states keep each unsynced write whole, in part or"
                            + " not at all: docs/power-loss.md; cuts: states counted)."
                    : e.getKey().equals("power-torn") ? " (power-torn cuts the last unsynced write at a 512-byte"
                            + " boundary)." : " (at " + e.getKey() + " an unsynced page is dropped whole)."));
            notes.forEach(b::note);
            tables.add(b.build());
        }
        return tables;
    }

    private static long number(Object o) {
        return o instanceof Number n ? n.longValue() : 0;
    }
}
