package org.dbbench.core.powercut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.report.JsonReport;
import org.dbbench.core.report.MarkdownReport;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.TextReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A powercut bundle read back by bench report: its own section, the states per kind and model, every failure's replay. */
class PowercutSectionTest {
    @TempDir
    Path tmp;

    private Path bundle() throws Exception {
        String json = """
                {"powercutFormat": 1, "program": ["java", "LogBuggy.java"], "check": "sh check.sh",
                 "timing": "right after the program's sync number 3", "verdict": "failed", "cuts": 2, "cutsMade": 2,
                 "exitedBeforeCut": 0,
                 "states": [{"kind": "base", "model": "posix", "tried": 2, "failed": 0},
                            {"kind": "reordered", "model": "posix", "tried": 2, "failed": 1}],
                 "failures": [{"cut": 2, "kind": "reordered", "model": "posix", "seed": 5, "index": 2,
                               "state": "reordered state 2 under posix (seed 5): kept #9 (1 of 2 pending)",
                               "checkExit": 1, "checkSaid": "header beyond the records",
                               "replay": "sh replay/cut-2-posix-reordered-2.sh", "script": "replay/cut-2-posix-reordered-2.sh"}],
                 "perCut": []}
                """;
        Path file = Files.writeString(tmp.resolve(PowercutTally.FILE), json);
        return ResultBundle.write(tmp.resolve("results"), "powercut", Environment.capture(tmp),
                Map.of("powercut", Map.of("cuts", 2)), null, "summary\n", Map.of(PowercutTally.FILE, file));
    }

    @Test
    void aPowercutBundleIsItsOwnSectionWithEveryFailuresReplay() throws Exception {
        Path bundle = bundle();
        Report report = Report.build(BundleReader.read(List.of(bundle)), List.of());
        assertEquals(List.of(PowercutSection.NAME), report.studies());
        String text = TextReport.render(report);
        assertTrue(text.contains("reordered"), text);
        assertTrue(text.contains("verdict: failed"), text);
        assertTrue(text.contains("header beyond the records"), text);
        String md = MarkdownReport.render(report, null);
        assertTrue(md.contains("sh " + bundle.resolve("replay/cut-2-posix-reordered-2.sh")), md);
        assertTrue(JsonReport.render(report).contains("kept #9"), "the state's description");
    }
}
