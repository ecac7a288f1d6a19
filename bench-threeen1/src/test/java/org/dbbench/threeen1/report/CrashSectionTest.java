package org.dbbench.threeen1.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.report.HtmlReport;
import org.dbbench.core.report.JsonReport;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.MarkdownReport;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextReport;
import org.dbbench.core.report.TextTable;
import org.dbbench.threeen1.crash.FaultReport;
import org.dbbench.threeen1.crash.KillCycle;
import org.dbbench.threeen1.crash.PowerCutSeries;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.workload.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The power-loss table of {@code bench report} from a real crash bundle, made on the development VM
 * (2 cores, loaded) by {@code bench threeen1 crash --durability durable,relaxed,none --fault
 * kill,power,power-meta --kills 2 --to 2000 --workers 2 --seed 7}: every store with files, every
 * level it accepts, three faults.
 */
class CrashSectionTest {
    /** Kept beside the report it backs (docs/results), not copied here. */
    static final Path BUNDLE = Path.of("../docs/results/2026-11-26-power-loss-every-store/data/threeen1-crash-all");

    @TempDir
    Path tmp;

    private static MachineRun bundle() throws Exception {
        return BundleReader.readOne(BUNDLE);
    }

    private static List<Map<String, Object>> records(MachineRun run) throws Exception {
        return Json.MAPPER.readValue(run.source().resolve("crash.json").toFile(),
                new TypeReference<List<Map<String, Object>>>() { });
    }

    private static Report report(MachineRun run) {
        return Report.build(List.of(run), List.of(new Threeen1Report()));
    }

    @Test
    void everyRecordOfCrashJsonIsARowWithItsCountsAndClaim() throws Exception {
        MachineRun run = bundle();
        List<Map<String, Object>> records = records(run);
        Report.Section section = report(run).sections().stream().filter(s -> s.study().equals(CrashSection.NAME))
                .findFirst().orElseThrow(() -> new AssertionError("no crash section"));
        Table table = section.tables().get(0);
        assertEquals(records.size(), table.rows().size(), "one row per store, level and fault");
        for (int i = 0; i < records.size(); i++) {
            Map<String, Object> r = records.get(i);
            List<String> row = table.rows().get(i);
            assertEquals(List.of(r.get("store"), r.get("level"), r.get("fault"), String.valueOf(r.get("cuts"))),
                    row.subList(0, 4));
            assertEquals(String.valueOf(r.get("claim")), row.get(9), row.toString());
            assertEquals(((Number) r.get("failed_opens")).longValue(), Long.parseLong(row.get(7).replace(",", "")));
            assertEquals("-", row.get(6), "a crash.json from before lost_in_failed_opens still reads: " + row);
        }
        long broken = records.stream().filter(r -> "broken".equals(r.get("claim"))).count();
        assertTrue(broken > 0, "the run found broken claims (derby relaxed would not open after a power cut)");
        assertEquals(broken, table.notes().stream().filter(n -> n.startsWith("broken: ")).count(),
                "each broken claim is named with its first finding");
        assertTrue(table.title().contains("1..2,000, k=2"), table.title());
    }

    @Test
    void textFitsAMailAndEveryFormatCarriesTheTable() throws Exception {
        Report report = report(bundle());
        String text = TextReport.render(report);
        for (String line : text.split("\n")) {
            // a word longer than the width (a path) has a line of its own, never split
            assertTrue(line.length() <= TextTable.MAIL_WIDTH || !line.strip().contains(" "), "wider than 72: " + line);
        }
        assertTrue(text.matches("(?s).*derby\\s+relaxed\\s+power\\s+2\\s.*broken.*"), text);
        assertTrue(MarkdownReport.render(report, null).contains("| derby | relaxed | power | 2 |"));
        assertTrue(HtmlReport.render(report).contains("Durability claims under kill -9 and power cuts"));
        String json = JsonReport.render(report);
        assertTrue(json.contains("Durability claims under kill -9 and power cuts") && json.contains("power-meta"));
    }

    @Test
    void aRelaxedLevelThatLostNothingToPowerCutsIsSaidNotToSkipSyncs() {
        Map<String, Object> kept = Map.of("store", "lmdb", "level", "relaxed", "fault", "power", "cuts", 20,
                "acknowledged", 900, "acknowledged_lost", 0, "failed_opens", 0, "wrong_values", 0, "claim", "held");
        Map<String, Object> lost = new java.util.HashMap<>(kept);
        lost.put("store", "rocksdb");
        lost.put("acknowledged_lost", 12);
        Map<String, Object> killed = new java.util.HashMap<>(kept);
        killed.put("store", "xodus");
        killed.put("fault", "kill"); // kill -9 cannot tell: nothing said
        List<String> notes = org.dbbench.threeen1.crash.FaultReport.table(List.of(kept, lost, killed), "1..2,000, k=2")
                .notes().stream().filter(n -> n.contains("does not skip the syncs")).toList();
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).startsWith("lmdb relaxed lost nothing to 20 power cuts"), notes.get(0));
    }

    /** The checked-in bundle, copied, with crash.json replaced. */
    private Path bundleWith(String name, String crashJson) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve(name));
        try (var files = Files.list(bundle().source())) {
            for (Path f : files.toList()) Files.copy(f, copy.resolve(f.getFileName()));
        }
        Files.writeString(copy.resolve("crash.json"), crashJson);
        return copy;
    }

    private static final String RECORD = "{\"store\": \"h2\", \"level\": \"durable\", \"fault\": \"kill\","
            + " \"cuts\": 2, \"acknowledged\": 9, \"acknowledged_lost\": 0, \"failed_opens\": 0,"
            + " \"wrong_values\": 0, \"claim\": \"held\"%s}";

    @Test
    void aDamagedCrashJsonIsRefusedNamingTheFile() throws Exception {
        Path copy = bundleWith("bundle", "[{\"store\": \"derby\"");
        MachineRun damaged = BundleReader.readOne(copy);
        BadInputException e = assertThrows(BadInputException.class, () -> report(damaged));
        assertTrue(e.getMessage().contains(copy.resolve("crash.json").toString()), e.getMessage());
    }

    /** Well-formed JSON that is no crash run: refused in one line naming the field, not a row of nulls. */
    @Test
    void emptyOrIncompleteRecordsAreRefusedNamingTheField() throws Exception {
        Map<String, String> damage = new java.util.LinkedHashMap<>();
        damage.put("[{\"store\": \"h2\"}]", "\"level\" is missing");
        damage.put("[" + RECORD.replace("\"cuts\": 2", "\"cuts\": \"abc\"").formatted("") + "]", "\"cuts\" is \"abc\"");
        damage.put("[" + RECORD.replace("\"cuts\": 2", "\"cuts\": -1").formatted("") + "]", "\"cuts\" is -1");
        damage.put("[" + RECORD.replace("\"held\"", "null").formatted("") + "]", "\"claim\" is null");
        damage.put("[" + RECORD.replace("\"held\"", "\"maybe\"").formatted("") + "]", "allowed: broken, held or stopped");
        damage.put("[" + RECORD.formatted(", \"profile\": null") + "]", "\"profile\" is null");
        damage.put("[]", "holds no records");
        damage.put("null", "is empty");
        damage.put("[null]", "record 1 is null");
        int i = 0;
        for (Map.Entry<String, String> d : damage.entrySet()) {
            MachineRun damaged = BundleReader.readOne(bundleWith("d" + i++, d.getKey()));
            BadInputException e = assertThrows(BadInputException.class, () -> report(damaged), d.getKey());
            assertTrue(e.getMessage().contains("crash.json") && e.getMessage().contains(d.getValue())
                    && !e.getMessage().contains("\n"), d.getKey() + ": " + e.getMessage());
        }
    }

    /** A record of the first crash.json (no profile, no findings) and one with a field added later both read. */
    @Test
    void olderRecordsAndNewerFieldsAreRead() throws Exception {
        String json = "[" + RECORD.formatted("") + ", " + RECORD.replace("\"h2\"", "\"lmdb\"")
                .formatted(", \"profile\": \"tuned\", \"findings\": [], \"added_later\": {\"x\": 1}") + "]";
        Table table = report(BundleReader.readOne(bundleWith("old", json))).sections().stream()
                .filter(s -> s.study().equals(CrashSection.NAME)).findFirst().orElseThrow().tables().get(0);
        assertEquals(List.of("h2", "lmdb"), table.rows().stream().map(r -> r.get(0)).toList());
        assertEquals(List.of("h2", "durable", "kill", "2", "9", "0", "-", "0", "0", "held"), table.rows().get(0)); // "-": no unopened count in older files
    }

    /**
     * A kill or power-cut series that stopped (its child, its restart or the layer failed) is a record
     * of its own: the kills or cuts before the stop, claim "stopped", and the reason as a note, where
     * it used to leave crash.json without it (empty, and its bundle unreadable by bench report, when
     * it was the only series). Cuts before the stop that lost an acknowledged commit keep the claim
     * broken, the stop noted beside it.
     */
    @Test
    void aStoppedSeriesIsARowWithItsReason() throws Exception {
        var spec = new KillCycle.Spec(Stores.byName("h2"), Durability.DURABLE, true, 0, Workload.of(1, 1000, 2), 0);
        Map<String, Object> kill = FaultReport.stopped(spec, List.of(),
                "h2 child ended after 264 commits without finishing (exit 1)\nits stderr says: ...");
        Map<String, Object> power = FaultReport.stopped(new PowerCutSeries.Result(spec, PowerLossLevel.POWER, 2, 40, 0, 0,
                0, 0, List.of(), List.of()), "h2 child ended after 12 commits without finishing (exit 1)");
        Map<String, Object> lossThenStop = FaultReport.stopped(new PowerCutSeries.Result(spec, PowerLossLevel.POWER_META, 3,
                60, 5, 0, 0, 0, List.of("cut 2: 5 acknowledged commits lost"), List.of()), "the layer refused to mount");
        Table table = report(BundleReader.readOne(bundleWith("stopped", org.dbbench.core.Json.write(
                List.of(kill, power, lossThenStop))))).sections().stream().filter(s -> s.study().equals(CrashSection.NAME))
                .findFirst().orElseThrow().tables().get(0);
        assertEquals(List.of("h2", "durable", "kill", "0", "0", "0", "0", "0", "0", "stopped"), table.rows().get(0));
        assertEquals(List.of("h2", "durable", "power", "2", "40", "0", "0", "0", "0", "stopped"), table.rows().get(1));
        assertEquals(List.of("h2", "durable", "power-meta", "3", "60", "5", "0", "0", "0", "broken"), table.rows().get(2));
        for (String note : List.of("stopped: h2 durable kill after 0 kills: h2 child ended after 264 commits without"
                + " finishing (exit 1)", "stopped: h2 durable power after 2 cuts: h2 child ended after 12 commits",
                "stopped: h2 durable power-meta after 3 cuts: the layer refused to mount")) {
            assertTrue(table.notes().stream().anyMatch(n -> n.startsWith(note)), note + " in " + table.notes());
        }
    }

    /** A campaign run one store at a time: its bundles, of one machine and range, are one table. */
    @Test
    void crashRunsOfOneMachineAndRangeAreOneTable() throws Exception {
        MachineRun h2 = BundleReader.readOne(bundleWith("h2", "[" + RECORD.formatted("") + "]"));
        MachineRun lmdb = BundleReader.readOne(bundleWith("lmdb", "[" + RECORD.replace("\"h2\"", "\"lmdb\"").formatted("") + "]"));
        List<Report.Section> sections = Report.build(List.of(h2, lmdb), List.of(new Threeen1Report())).sections().stream()
                .filter(s -> s.study().equals(CrashSection.NAME)).toList();
        assertEquals(1, sections.size(), "one section for the two runs");
        Table table = sections.get(0).tables().get(0);
        assertEquals(List.of("h2", "lmdb"), table.rows().stream().map(r -> r.get(0)).toList());
        assertTrue(table.title().endsWith("1..2,000, k=2"), "one machine: no label in the title: " + table.title());
    }
}
