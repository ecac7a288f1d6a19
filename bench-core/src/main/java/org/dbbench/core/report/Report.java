package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.jmh.JmhRecord;

/**
 * What {@code bench report} shows, before it is rendered in any format: the runs with their labels,
 * then per study the tables and charts its {@link StudyReport} makes from the runs that hold its
 * records. Every renderer (text, Markdown, CSV, JSON, HTML, mail) prints this one model, so all
 * formats say the same thing.
 *
 * @param runs every run given, labelled by what tells the machines apart
 * @param sections one per study with results, in the order the studies were given, then the
 *     results no study claims
 */
public record Report(List<MachineRun> runs, List<Section> sections) {

    /**
     * One study's part: the runs that hold its records and what it made of them.
     *
     * @param timings its numbers are measured times or rates (false: counts of outcomes, as a crash or
     *     power-cut section's acknowledged and lost commits, which the reading guide must not call timings)
     */
    public record Section(String study, List<MachineRun> runs, List<Table> tables, List<Chart> charts, boolean timings) {
        /** A section of timings. */
        public Section(String study, List<MachineRun> runs, List<Table> tables, List<Chart> charts) {
            this(study, runs, tables, charts, true);
        }
    }

    /** The study reports registered under META-INF/services in the jar. */
    public static List<StudyReport> installedStudies() {
        List<StudyReport> studies = new ArrayList<>();
        ServiceLoader.load(StudyReport.class).forEach(studies::add);
        return studies;
    }

    /** Asks every study for its tables and charts over the runs holding its records. */
    public static Report build(List<MachineRun> given, List<StudyReport> studies) {
        List<MachineRun> runs = MachineLabels.apply(given);
        List<Section> sections = new ArrayList<>();
        List<List<JmhRecord>> unclaimed = new ArrayList<>();
        runs.forEach(r -> unclaimed.add(new ArrayList<>(r.records())));
        for (StudyReport study : studies) {
            List<MachineRun> holding = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                MachineRun only = runs.get(i).only(study);
                if (!only.records().isEmpty()) {
                    holding.add(only);
                    unclaimed.get(i).removeIf(study::accepts);
                }
            }
            if (!holding.isEmpty()) {
                sections.add(section(study, MachineLabels.numbered(holding)));
            }
        }
        for (BundleSection kind : BundleSection.all()) {
            sections.addAll(kind.sections(runs));
        }
        List<MachineRun> rest = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            if (!unclaimed.get(i).isEmpty()) {
                MachineRun r = runs.get(i);
                rest.add(new MachineRun(r.source(), r.env(), r.config(), unclaimed.get(i)));
            }
        }
        if (!rest.isEmpty()) {
            List<MachineRun> numbered = MachineLabels.numbered(rest);
            sections.add(new Section(UnclaimedResults.NAME, numbered, List.of(UnclaimedResults.table(numbered)),
                    List.of()));
        }
        return new Report(runs, sections);
    }

    /**
     * A study whose report code fails on these runs (a bundle from an older suite, a bug) must not
     * take the other studies' tables down with it: its section says what failed instead.
     */
    private static Section section(StudyReport study, List<MachineRun> runs) {
        try {
            return new Section(study.study(), runs, study.tables(runs), study.charts(runs));
        } catch (BadInputException e) {
            throw e;
        } catch (RuntimeException e) {
            Table failed = Table.builder(study.study() + ": the tables could not be made", "study", "error")
                    .row(study.study(), e.getClass().getSimpleName())
                    .note(String.valueOf(e.getMessage()))
                    .build();
            return new Section(study.study(), runs, List.of(failed), List.of());
        }
    }

    /** The distinct machines, in the order first given: the columns of the machines table. */
    public List<MachineRun> machines() {
        Map<String, MachineRun> m = new LinkedHashMap<>();
        runs.forEach(r -> m.putIfAbsent(MachineLabels.machineKey(r), r));
        return new ArrayList<>(m.values());
    }

    /** The studies with results, e.g. ["logio", "threeen1"] (and "compare" for a comparison bundle). */
    public List<String> studies() {
        return sections.stream().map(Section::study).filter(s -> !s.equals(UnclaimedResults.NAME)).toList();
    }

    public List<Table> tables() {
        return sections.stream().flatMap(s -> s.tables().stream()).toList();
    }

    public List<Chart> charts() {
        return sections.stream().flatMap(s -> s.charts().stream()).toList();
    }
}
