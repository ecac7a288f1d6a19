package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextTable;
import org.dbbench.core.stats.BinomialInterval;

/**
 * Resampled detection rates as a reader sees them: per case a table of the rate at each injected
 * effect under today's rule and the old one, each with its 95% binomial interval, labelled as
 * resampled from the recording it came from; and the same numbers for resample.json.
 */
final class ResampleReport {
    private ResampleReport() {
    }

    /** The lines that say what was drawn from what, then a table per case. */
    static String text(ResampledRates r) {
        Resampling.Settings s = r.settings();
        RecordedPairs p = r.pairs();
        StringBuilder b = new StringBuilder();
        List<String> head = new ArrayList<>();
        head.add("RESAMPLED, not measured: " + s.draws() + " simulated comparisons per effect, each drawn with"
                + " replacement from the " + p.describe() + " (" + kinds(p) + "; pairs kept whole), seed " + s.seed()
                + ".");
        head.add("Centred: each case's recorded difference (" + recorded(p) + ") was taken out of B, so the"
                + " true effect is the one injected (B times 1 + effect).");
        head.add("Today's rule: pairs until every case's MDE is at most " + Analysis.pct(s.targetPercent())
                + "% or the budget of " + VerdictWords.minutes(s.budgetSeconds()) + " (each pair taking its recorded"
                + " time) is spent; intervals and Holm over " + p.labels().size() + " case" + (p.labels().size() == 1
                ? "" : "s") + " as compare computes them; margin " + Analysis.pct(s.marginPercent()) + "%. It ran a"
                + " median of " + fmt0(r.medianPairs()) + " pairs (" + VerdictWords.minutes(r.medianSeconds())
                + ") and stopped resolved in " + share(r.stoppedResolved(), s.draws()) + " of the draws.");
        head.add("Old rule (compare before 2026-11-26): " + s.oldRounds() + " rounds per side, Hodges-Lehmann"
                + " shift with a Mann-Whitney 95% interval over the rounds as two independent samples, Holm.");
        for (String l : head) {
            TextTable.wrap(l, TextTable.MAIL_WIDTH).forEach(w -> b.append(w).append('\n'));
        }
        List<Table> tables = new ArrayList<>();
        for (ResampledRates.CaseRates c : r.cases()) {
            tables.add(table(c, p));
        }
        return b.append('\n').append(TextTable.render(tables)).toString();
    }

    private static Table table(ResampledRates.CaseRates c, RecordedPairs p) {
        Table.Builder t = Table.builder(c.label() + ": B found slower, resampled from " + p.describe(),
                "effect", "today", "today 95%", "old", "old 95%", "equiv.", "faster");
        ResampledRates.EffectRates zero = null;
        for (ResampledRates.EffectRates e : c.effects()) {
            if (e.effectPercent() == 0) {
                zero = e;
            }
            t.row("+" + ResampleOptions.pct(e.effectPercent()) + "%", rate(e.todaySlower()), range(e.todaySlower()),
                    rate(e.oldSlower()), range(e.oldSlower()), rate(e.todayEquivalent()), rate(e.todayFaster()));
        }
        t.note("today/old: share of draws in which the rule said B slower, with its Wilson 95% interval;"
                + " equiv., faster: today's rule said equivalent, or B faster (the wrong way).");
        if (zero != null) {
            t.note("A/A (effect 0): today's rule called a change (slower or faster) in "
                    + rate(zero.todayAnyChange()) + " (95%: " + range(zero.todayAnyChange()) + "), the old rule in "
                    + rate(zero.oldAnyChange()) + " (95%: " + range(zero.oldAnyChange()) + ").");
        }
        return t.build();
    }

    /** resample.json's part for one pool of pairs. */
    static Map<String, Object> json(ResampledRates r) {
        Resampling.Settings s = r.settings();
        RecordedPairs p = r.pairs();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("label", "resampled");
        m.put("resampledFrom", p.describe());
        m.put("study", p.study());
        List<Map<String, Object>> sources = new ArrayList<>();
        for (RecordedPairs.Source src : p.sources()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("bundle", src.bundle());
            o.put("kind", src.kind());
            o.put("pairs", src.pairs());
            Map<String, Double> recorded = new LinkedHashMap<>();
            for (int k = 0; k < p.labels().size(); k++) {
                recorded.put(p.labels().get(k), src.recordedPercent()[k]);
            }
            o.put("recordedPercentRemoved", recorded);
            sources.add(o);
        }
        m.put("sources", sources);
        Map<String, Object> today = new LinkedHashMap<>();
        today.put("budgetSeconds", s.budgetSeconds());
        today.put("targetPercent", s.targetPercent());
        today.put("marginPercent", s.marginPercent());
        today.put("level", CompareRun.LEVEL);
        today.put("familyAlpha", CompareRun.FAMILY_ALPHA);
        today.put("testLevel", s.design().testLevel());
        today.put("medianPairs", r.medianPairs());
        today.put("medianSeconds", r.medianSeconds());
        today.put("stoppedResolved", r.stoppedResolved());
        m.put("today", today);
        m.put("old", Map.of("roundsPerSide", s.oldRounds(), "rule", "Hodges-Lehmann, Mann-Whitney interval, Holm"));
        List<Map<String, Object>> cases = new ArrayList<>();
        for (ResampledRates.CaseRates c : r.cases()) {
            List<Map<String, Object>> effects = new ArrayList<>();
            for (ResampledRates.EffectRates e : c.effects()) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("effectPercent", e.effectPercent());
                o.put("draws", e.draws());
                o.put("today", e.today());
                o.put("old", e.old());
                o.put("todaySlower", interval(e.todaySlower()));
                o.put("oldSlower", interval(e.oldSlower()));
                if (e.effectPercent() == 0) {
                    o.put("todayFalsePositive", interval(e.todayAnyChange()));
                    o.put("oldFalsePositive", interval(e.oldAnyChange()));
                }
                effects.add(o);
            }
            cases.add(Map.of("label", c.label(), "effects", effects));
        }
        m.put("cases", cases);
        return m;
    }

    private static Map<String, Object> interval(BinomialInterval i) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("count", i.successes());
        o.put("draws", i.trials());
        o.put("rate", i.rate());
        o.put("low95", i.low());
        o.put("high95", i.high());
        return o;
    }

    private static String kinds(RecordedPairs p) {
        return String.join(", ", p.sources().stream().map(RecordedPairs.Source::kind).distinct().toList());
    }

    private static String recorded(RecordedPairs p) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < p.labels().size() && parts.size() < 3; k++) {
            for (RecordedPairs.Source s : p.sources()) {
                parts.add(p.labels().get(k) + " " + Analysis.signed(s.recordedPercent()[k]));
            }
        }
        int all = p.labels().size() * p.sources().size();
        return String.join(", ", parts.subList(0, Math.min(parts.size(), 3))) + (all > 3 ? ", and " + (all - 3)
                + " more in resample.json" : "");
    }

    static String rate(BinomialInterval i) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * i.rate());
    }

    static String range(BinomialInterval i) {
        return String.format(Locale.ROOT, "%.1f-%.1f", 100 * i.low(), 100 * i.high());
    }

    private static String share(int k, int n) {
        return String.format(Locale.ROOT, "%.0f%%", 100.0 * k / n);
    }

    private static String fmt0(double v) {
        return String.format(Locale.ROOT, "%.0f", v);
    }
}
