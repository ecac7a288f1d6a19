package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.compare.Analysis;
import org.dbbench.core.compare.CaseResult;
import org.dbbench.core.compare.Comparison;
import org.dbbench.core.compare.Design;
import org.dbbench.core.env.Environment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A comparison bundle read back by bench report: its own section, in every format, verdicts first in mail. */
class ComparisonSectionTest {
    @TempDir
    Path tmp;

    private Path bundle() throws Exception {
        Map<String, Analysis.Samples> a = new LinkedHashMap<>();
        Map<String, Analysis.Samples> b = new LinkedHashMap<>();
        a.put("h2 tuned k=4", new Analysis.Samples(List.of(10.0, 10.3, 9.8, 10.1, 10.2), "s/op", null));
        b.put("h2 tuned k=4", new Analysis.Samples(List.of(11.9, 12.2, 12.0, 11.8, 12.1), "s/op", null));
        a.put("derby tuned k=4", new Analysis.Samples(List.of(30.0, 31.0, 29.0, 30.5, 29.5), "s/op", null));
        b.put("derby tuned k=4", new Analysis.Samples(List.of(30.2, 30.8, 29.4, 30.1, 29.9), "s/op", null));
        List<CaseResult> cases = Analysis.compare(a, b, new Design(0.95, 0.05, true, false, 2, 2), 300);
        Map<String, Object> side = new LinkedHashMap<>();
        side.put("java", "JDK 17.0.15 (Debian, /usr/bin/java)");
        side.put("jars", List.of());
        Comparison c = new Comparison(Comparison.FORMAT, "threeen1", List.of("--store", "h2,derby", "--tuned"), 5,
                Comparison.AB, "ABBAABBAAB", List.of("JVM flags: A (none); B -XX:TieredStopAtLevel=1"), side, side,
                0.95, 0.05, 5.0, cases, List.of(), List.of(), null, 2.0, 2.0, 300.0, null, null);
        Path json = Files.writeString(tmp.resolve(Comparison.FILE), Json.write(c));
        return ResultBundle.write(tmp.resolve("results"), "compare-threeen1", Environment.capture(tmp),
                Map.of("study", "compare"), null, "summary\n", Map.of(Comparison.FILE, json));
    }

    @Test
    void aComparisonBundleIsItsOwnSectionInEveryFormat() throws Exception {
        Report report = Report.build(BundleReader.read(List.of(bundle())), List.of());
        assertEquals(List.of("compare"), report.studies());
        String text = TextReport.render(report);
        text.lines().forEach(l -> assertTrue(l.length() <= 72, "line of " + l.length() + ": " + l));
        assertTrue(text.contains("h2 tuned k=4     B is slower by"), text);
        assertTrue(text.contains("derby tuned k=4  equivalent: within the \u00b12.0% margin"), text);
        assertFalse(text.contains("no significant difference"), text);
        assertTrue(text.contains("--fail-slower 5.0%: FAILED, h2 tuned k=4"), text);
        assertTrue(text.contains("B against A: threeen1"), text);
        String md = MarkdownReport.render(report, null);
        assertTrue(md.contains("| h2 tuned k=4 |"), md);
        String html = HtmlReport.render(report);
        assertTrue(html.contains("id=\"chart-compare-compare-rounds\""), "the chart of both candidates' rounds");
        String json = JsonReport.render(report);
        assertTrue(json.contains("\"study\" : \"compare\""), json);
    }

    @Test
    void theMailLeadsWithTheVerdicts() throws Exception {
        Report report = Report.build(BundleReader.read(List.of(bundle())), List.of());
        String body = ReportMail.body(report, ReportMail.attachments(report).keySet());
        List<String> lines = body.lines().toList();
        assertTrue(lines.get(0).startsWith("A/B comparison"), lines.get(0));
        assertTrue(lines.get(1).startsWith("h2 tuned k=4: B is slower by"), lines.get(1));
        assertTrue(ReportMail.attachments(report).keySet().stream().anyMatch(n -> n.endsWith(Comparison.FILE)));
    }
}
