package org.dbbench.core.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.report.TextTable;
import org.dbbench.core.run.StudyRun;

/**
 * A finished comparison's results bundle: comparison.json, every round's own files, the machine of
 * the directory A measured in, the config and the summary (the verdicts' lines and the table, at
 * most 72 columns).
 */
final class ComparisonBundle {
    /** The bundle and the summary it holds, printed by the caller. */
    record Written(Path bundle, String summary) {
    }

    private ComparisonBundle() {
    }

    /** @param kept the rounds' files, by their path in the bundle; comparison.json is added */
    static Written write(CompareRun.Plan plan, Comparison c, Path work, Map<String, Path> kept) throws IOException {
        Path jsonFile = work.resolve(Comparison.FILE);
        Files.writeString(jsonFile, Json.write(c) + "\n", StandardCharsets.UTF_8);
        kept.put(Comparison.FILE, jsonFile);
        Environment env = Environment.capture(plan.a().dir() != null ? plan.a().dir()
                : plan.study().dirIn(plan.userArgs()), plan.study().study());
        String summary = StudyRun.summary("compare " + plan.study().study(), env, List.of())
                + wrapped(ComparisonReport.textLines(c)) + "\n" + TextTable.render(ComparisonReport.table(c));
        Path bundle = ResultBundle.write(plan.resultsDir(), "compare-" + plan.study().study(), env, config(plan, c),
                null, summary, kept);
        return new Written(bundle, summary);
    }

    private static Map<String, Object> config(CompareRun.Plan plan, Comparison c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("study", "compare");
        m.put("comparedStudy", plan.study().study());
        m.put("studyArgs", plan.userArgs());
        m.put("rounds", plan.rounds());
        m.put("kind", c.kind());
        m.put("order", c.order());
        m.put("a", c.a());
        m.put("b", c.b());
        m.put("baseline", plan.baseline() == null ? null : plan.baseline().dir().toAbsolutePath().toString());
        m.put("failSlowerPercent", plan.failSlowerPercent());
        m.put("level", CompareRun.LEVEL);
        m.put("familyAlpha", CompareRun.FAMILY_ALPHA);
        return m;
    }

    private static String wrapped(List<String> lines) {
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            if (l.isEmpty()) {
                b.append('\n');
                continue;
            }
            for (String w : TextTable.wrap(l, TextTable.MAIL_WIDTH)) {
                b.append(w).append('\n');
            }
        }
        return b.toString();
    }
}
