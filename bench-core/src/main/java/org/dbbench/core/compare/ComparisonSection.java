package org.dbbench.core.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.Table;

/**
 * A comparison bundle ({@code bench compare}) in a report: its own section with what was compared,
 * the verdicts, the table (A, B, Δ%, interval, verdict) and a chart of every round of both sides.
 * Its rounds' own results stay inside the bundle; the section shows the comparison only. The report
 * finds it as a {@link BundleSection} (ServiceLoader).
 */
public final class ComparisonSection implements BundleSection {
    public static final String NAME = "compare";

    @Override
    public String file() {
        return Comparison.FILE;
    }

    /** The comparison a run's bundle holds, or null when it is not a comparison bundle. */
    public static Comparison read(MachineRun run) {
        if (run.source() == null || !Files.isRegularFile(run.source().resolve(Comparison.FILE))) {
            return null;
        }
        Path file = run.source().resolve(Comparison.FILE);
        try {
            return Json.MAPPER.readValue(file.toFile(), Comparison.class);
        } catch (IOException e) {
            throw new BadInputException(file + " is truncated or malformed (" + e.getMessage().split("\\R")[0]
                    + "); the bundle is damaged", e);
        }
    }

    /** One section per comparison bundle among the runs. */
    @Override
    public List<Report.Section> sections(List<MachineRun> runs) {
        List<Report.Section> out = new ArrayList<>();
        for (MachineRun r : runs) {
            Comparison c = read(r);
            if (c != null) {
                out.add(new Report.Section(NAME, List.of(r), tables(c), List.of(ComparisonReport.chart(c))));
            }
        }
        return out;
    }

    static List<Table> tables(Comparison c) {
        Table.Builder what = Table.builder("What was compared", "item", "value");
        List<String> header = ComparisonReport.header(c);
        what.row("comparison", header.get(0));
        for (String l : header.subList(1, header.size())) {
            int colon = l.indexOf(": ");
            what.row(colon > 0 ? l.substring(0, colon).toLowerCase(java.util.Locale.ROOT) : "", colon > 0
                    ? l.substring(colon + 2) : l);
        }
        Table.Builder verdicts = Table.builder("Verdicts", "case", "verdict");
        c.cases().forEach(x -> verdicts.row(x.label(), x.sentence()));
        List<String> all = ComparisonReport.verdicts(c);
        all.subList(c.cases().size(), all.size()).forEach(verdicts::note);
        return List.of(what.build(), verdicts.build(), ComparisonReport.table(c));
    }

    /** Every comparison's verdicts, for the first lines of a mail; empty when the report holds none. */
    @Override
    public List<String> leadingLines(Report report) {
        List<String> l = new ArrayList<>();
        for (Report.Section s : report.sections()) {
            if (s.study().equals(NAME)) {
                for (MachineRun r : s.runs()) {
                    Comparison c = read(r);
                    l.add(ComparisonReport.header(c).get(0));
                    l.addAll(ComparisonReport.verdicts(c));
                    l.add("");
                }
            }
        }
        return l;
    }
}
