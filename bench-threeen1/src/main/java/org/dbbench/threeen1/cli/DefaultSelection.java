package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dbbench.core.Plural;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;

/**
 * What {@code bench threeen1} runs when no store and no profile are named, and what {@code --quick}
 * runs when no store is named: the one place that decides. Every store's tuned profile, with
 * repeated runs, as long as the estimate ({@link ExpectedSeconds}) stays within the purpose's
 * budget: the memory floor first (always in), then the stores with measured estimates in registry
 * order, then those without; a store that would push the total over is left out (a cheaper one
 * after it may still fit). What was left out is printed with the option that runs it and its
 * estimated cost.
 */
public final class DefaultSelection {
    /** What a selection is for, its budget, and the options that run what it left out. */
    enum Purpose {
        /** 12 minutes, so that the run ends within 15 on the 2-core development VM, whose timings
         *  wander by 20-40% when other work shares it. */
        DEFAULT("default run", 12 * 60, "not run by default", ""),
        /** About a minute and a half: {@code bench quick} is a first look, the stores' own runs come after. */
        QUICK("quick check", 90, "not in the quick check", "--quick ");

        final String label;
        final double budgetSeconds;
        final String leftLabel;
        /** The options that make a run this kind of run, before the ones the hints add. */
        final String flags;

        Purpose(String label, double budgetSeconds, String leftLabel, String flags) {
            this.label = label;
            this.budgetSeconds = budgetSeconds;
            this.leftLabel = leftLabel;
            this.flags = flags;
        }
    }

    /**
     * @param stores the chosen stores, in registry order
     * @param left stores left out to keep within the budget
     * @param seconds the estimate of the chosen run
     */
    record Choice(List<StoreType> stores, List<StoreType> left, double seconds) {
    }

    private DefaultSelection() {
    }

    static Choice choose(List<StoreType> candidates, List<Workload> workloads, int runs, int warmups, boolean sameJvm,
            Purpose purpose) {
        List<StoreType> order = new ArrayList<>(candidates);
        order.sort(Comparator.comparingInt((StoreType t) -> t.name().equals(MemoryStore.NAME) ? 0
                : ExpectedSeconds.listed(t.name()) ? 1 : 2)); // stable: registry order within each
        List<StoreType> chosen = new ArrayList<>();
        double total = 0;
        for (StoreType t : order) {
            double cost = cost(t, workloads, runs, warmups, sameJvm);
            if (t.name().equals(MemoryStore.NAME) || total + cost <= purpose.budgetSeconds) {
                chosen.add(t);
                total += cost;
            }
        }
        List<StoreType> inOrder = candidates.stream().filter(chosen::contains).toList();
        List<StoreType> left = candidates.stream().filter(t -> !chosen.contains(t)).toList();
        return new Choice(inOrder, left, total);
    }

    static Choice choose(List<Workload> workloads, int runs, int warmups, boolean sameJvm, Purpose purpose) {
        return choose(Stores.available(), workloads, runs, warmups, sameJvm, purpose);
    }

    /** The tuned profile of one store over every workload. */
    static double cost(StoreType t, List<Workload> workloads, int runs, int warmups, boolean sameJvm) {
        double s = 0;
        for (Workload w : workloads) {
            s += ExpectedSeconds.caseSeconds(t.name(), true, w, runs, warmups, sameJvm);
        }
        return s;
    }

    /** The lines telling what the run chose, what it leaves out and how to run that. */
    static List<String> rest(Choice c, List<Workload> workloads, int runs, int warmups, boolean sameJvm,
            Purpose purpose) {
        List<String> lines = new ArrayList<>();
        lines.add(purpose.label + ": " + StoreList.join(c.stores()) + ", tuned, " + Plural.of(runs, "run") + " per case, about "
                + minutes(c.seconds()) + " (estimate; budget " + minutes(purpose.budgetSeconds) + ")");
        if (!c.left().isEmpty()) {
            double more = c.left().stream().mapToDouble(t -> cost(t, workloads, runs, warmups, sameJvm)).sum();
            lines.add("  " + purpose.leftLabel + ": " + purpose.flags + "--store " + StoreList.join(c.left()) + " (about "
                    + minutes(more) + " more)");
        }
        double defaults = 0;
        for (StoreType t : c.stores()) {
            for (Workload w : workloads) {
                defaults += ExpectedSeconds.caseSeconds(t.name(), false, w, runs, warmups, sameJvm);
            }
        }
        lines.add("  the engines' own settings too: " + purpose.flags + "--tuned --defaults (about " + minutes(defaults)
                + " more); every store: " + purpose.flags + "--store all");
        return lines;
    }

    static String minutes(double seconds) {
        return seconds < 90 ? Math.round(seconds) + " s" : Math.round(seconds / 60) + " min";
    }
}
