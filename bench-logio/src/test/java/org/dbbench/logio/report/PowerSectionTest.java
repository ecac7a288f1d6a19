package org.dbbench.logio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.io.TempDir;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.report.HtmlReport;
import org.dbbench.core.report.JsonReport;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.MarkdownReport;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextReport;
import org.dbbench.core.report.TextTable;
import org.junit.jupiter.api.Test;

/**
 * The power-cut tables of {@code bench report} from a real bundle, made on the development VM
 * (2 cores, load 9) by {@code bench logio --parts power --fault power,power-torn --cuts 3 --record-bytes
 * 4096}: every sync method the layer can run, at both levels; power-torn tore one sync-file-range record.
 */
class PowerSectionTest {
    static final String BUNDLE = "/bundles/logio-power-torn";

    @TempDir
    Path tmp;

    private static MachineRun bundle() throws Exception {
        return BundleReader.readOne(Path.of(PowerSectionTest.class.getResource(BUNDLE).toURI()));
    }

    private static Report report(MachineRun run) {
        return Report.build(List.of(run), List.of(new LogioReport()));
    }

    @Test
    void oneTablePerLevelWithEveryMethodsCounts() throws Exception {
        MachineRun run = bundle();
        List<Map<String, Object>> records = Json.MAPPER.readValue(run.source().resolve("power.json").toFile(),
                new TypeReference<List<Map<String, Object>>>() { });
        List<Table> tables = report(run).sections().stream().filter(s -> s.study().equals(PowerSection.NAME))
                .flatMap(s -> s.tables().stream()).toList();
        assertEquals(List.of("Power cuts (power): acknowledged records lost",
                "Power cuts (power-torn): acknowledged records lost"), tables.stream().map(Table::title).toList());
        assertEquals(records.size(), tables.stream().mapToInt(t -> t.rows().size()).sum(), "a row per method and level");
        for (Table t : tables) {
            for (List<String> row : t.rows()) {
                boolean durable = row.get(1).equals("durable");
                long lost = Long.parseLong(row.get(4));
                assertEquals(durable ? (lost == 0 ? "held" : "BROKEN") : (lost > 0 ? "loses" : "kept"), row.get(6));
            }
        }
        // nosync loses what it wrote at every level; at power-torn the torn column can count, at power never
        Table power = tables.get(0);
        assertTrue(power.rows().stream().allMatch(r -> r.get(5).equals("0")), "power drops pages whole: nothing torn");
        assertTrue(power.rows().stream().anyMatch(r -> r.get(0).equals("nosync") && !r.get(4).equals("0")));
        assertTrue(tables.get(1).rows().stream().anyMatch(r -> !r.get(5).equals("0")), "power-torn tore a record");
    }

    @Test
    void textFitsAMailAndEveryFormatCarriesTheTables() throws Exception {
        Report report = report(bundle());
        String text = TextReport.render(report);
        // a word longer than the width (a path) has a line of its own, never split
        assertEquals(List.of(), text.lines().filter(l -> l.length() > TextTable.MAIL_WIDTH && l.strip().contains(" "))
                .toList(), "wider than 72");
        assertTrue(text.contains("Power cuts (power-torn): acknowledged records lost"), text);
        // every other format: the same tables, a row of each method
        String[] rendered = {MarkdownReport.render(report, null), HtmlReport.render(report), JsonReport.render(report)};
        for (String form : rendered) {
            assertTrue(form.contains("Power cuts (power): acknowledged records lost") && form.contains("uring-write-fdatasync"));
        }
    }

    /** The checked-in bundle, copied, with power.json (and config.json when given) replaced. */
    private MachineRun bundleWith(String name, String powerJson, String configJson) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve(name));
        try (var files = Files.list(bundle().source())) {
            for (Path f : files.toList()) Files.copy(f, copy.resolve(f.getFileName()));
        }
        Files.writeString(copy.resolve("power.json"), powerJson);
        if (configJson != null) {
            Files.writeString(copy.resolve("config.json"), configJson);
        }
        return BundleReader.readOne(copy);
    }

    private static final String RECORD = "{\"method\": \"rwd\", \"fault\": \"power\", \"cuts\": 3,"
            + " \"acknowledged_lost\": 0, \"torn\": 0, \"acknowledged\": 195, \"labelled_durable\": true}";

    /** Null fields printed "Power cuts (null)" and a verdict "kept"; [] printed an empty section. */
    @Test
    void emptyOrIncompleteRecordsAreRefusedNamingTheField() throws Exception {
        Map<String, String> damage = new java.util.LinkedHashMap<>();
        damage.put("[" + RECORD.replace("\"power\"", "null") + "]", "\"fault\" is null");
        damage.put("[" + RECORD.replace("true", "null") + "]", "\"labelled_durable\" is null");
        damage.put("[" + RECORD.replace("195", "\"many\"") + "]", "\"acknowledged\" is \"many\"");
        damage.put("[{\"method\": \"rwd\"}]", "\"cuts\" is missing");
        damage.put("[]", "holds no records");
        int i = 0;
        for (Map.Entry<String, String> d : damage.entrySet()) {
            MachineRun damaged = bundleWith("d" + i++, d.getKey(), null);
            BadInputException e = assertThrows(BadInputException.class, () -> report(damaged), d.getKey());
            assertTrue(e.getMessage().contains("power.json") && e.getMessage().contains(d.getValue()), e.getMessage());
        }
        MachineRun badConfig = bundleWith("c", "[" + RECORD + "]", "{\"bundleFormat\": 1, \"command\": \"logio\","
                + " \"cuts\": \"abc\", \"seconds\": 9}");
        BadInputException e = assertThrows(BadInputException.class, () -> report(badConfig));
        assertTrue(e.getMessage().contains("config.json: \"cuts\" is \"abc\""), e.getMessage());
    }

    /** The first power.json had no "fault" (its one level was power); a field added later is ignored. */
    @Test
    void olderRecordsAndNewerFieldsAreRead() throws Exception {
        String old = RECORD.replace("\"fault\": \"power\", ", "").replace("}", ", \"added_later\": [1]}");
        List<Table> tables = report(bundleWith("old", "[" + old + "]", null)).sections().stream()
                .filter(s -> s.study().equals(PowerSection.NAME)).flatMap(s -> s.tables().stream()).toList();
        assertEquals(List.of("Power cuts (power): acknowledged records lost"), tables.stream().map(Table::title).toList());
        assertEquals(List.of("rwd", "durable", "3", "195", "0", "0", "held"), tables.get(0).rows().get(0));
    }
}
