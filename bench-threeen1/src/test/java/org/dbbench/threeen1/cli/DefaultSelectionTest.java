package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.dbbench.threeen1.cli.DefaultSelection.Purpose.DEFAULT;
import static org.dbbench.threeen1.cli.DefaultSelection.Purpose.QUICK;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.Test;

/** The default run fits its budget, from the table of expected seconds, and says what it left out. */
class DefaultSelectionTest {
    private static final List<Workload> MILLION = List.of(Workload.of(1, 1_000_000, 4));

    @Test
    void theTableIsReadAndAStoreNotInItIsPlannedAsSlow() {
        assertEquals(128, ExpectedSeconds.perMillion("derby", false));
        assertEquals(105, ExpectedSeconds.perMillion("derby", true));
        assertEquals(240, ExpectedSeconds.perMillion("no-such-store", true));
        // 3 forks: each starts a JVM, computes the oracle and warms up on 100,000 numbers, then runs
        double h2 = ExpectedSeconds.caseSeconds("h2", true, MILLION.get(0), 3, 0, false);
        assertEquals(3 * (4 + 1.5 + 2 * 94 * 0.1) + 3 * 94, h2, 1e-9);
        double oneJvm = ExpectedSeconds.caseSeconds("h2", true, MILLION.get(0), 3, 0, true);
        assertEquals(4 + 1.5 + 2 * 94 * 0.1 + 3 * 94, oneJvm, 1e-9);
    }

    @Test
    void todaysStoresFillTheBudgetTunedWithThreeRunsAndTheRestIsNamed() {
        DefaultSelection.Choice c = DefaultSelection.choose(MILLION, 3, 0, false, DEFAULT);
        assertTrue(c.stores().stream().anyMatch(t -> t.name().equals("memory")), "the floor is always in");
        assertTrue(c.seconds() <= DEFAULT.budgetSeconds, "estimate " + c.seconds());
        java.util.Set<StoreType> every = new java.util.HashSet<>(c.stores());
        every.addAll(c.left());
        assertEquals(new java.util.HashSet<>(Stores.available()), every, "every store is either run or named");
        for (StoreType left : c.left()) {
            assertTrue(c.seconds() + DefaultSelection.cost(left, MILLION, 3, 0, false) > DEFAULT.budgetSeconds,
                    left.name() + " would have fitted");
        }
        List<String> lines = DefaultSelection.rest(c, MILLION, 3, 0, false, DEFAULT);
        assertTrue(lines.get(0).startsWith("default run: " + StoreList.join(c.stores()) + ", tuned, 3 runs per case, about "),
                lines.get(0));
        assertTrue(lines.get(lines.size() - 1).contains("--tuned --defaults"), lines.toString());
    }

    @Test
    void theQuickCheckTakesWhatFitsItsShortBudgetAndNamesTheRestWithTheQuickOption() {
        List<Workload> quick = List.of(Workload.of(1, 100_000, 4));
        DefaultSelection.Choice c = DefaultSelection.choose(quick, 3, 0, true, QUICK);
        assertTrue(c.stores().stream().anyMatch(t -> t.name().equals("memory")), "the floor is always in");
        assertTrue(c.stores().size() > 1, "a quick check runs at least one store besides the floor: " + c.stores());
        assertTrue(c.seconds() <= QUICK.budgetSeconds, "estimate " + c.seconds());
        for (StoreType left : c.left()) {
            assertTrue(c.seconds() + DefaultSelection.cost(left, quick, 3, 0, true) > QUICK.budgetSeconds,
                    left.name() + " would have fitted");
        }
        List<String> lines = DefaultSelection.rest(c, quick, 3, 0, true, QUICK);
        assertTrue(lines.get(0).startsWith("quick check: " + StoreList.join(c.stores())), lines.get(0));
        if (!c.left().isEmpty()) {
            assertTrue(lines.get(1).startsWith("  not in the quick check: --quick --store " + StoreList.join(c.left())),
                    lines.toString());
        }
        assertTrue(lines.get(lines.size() - 1).endsWith("every store: --quick --store all"), lines.toString());
    }

    @Test
    void unmeasuredStoresBeyondTheBudgetAreLeftOutAndNamed() {
        // four measured stores that fit together, and two unmeasured ones
        List<StoreType> candidates = new ArrayList<>(StoreList.parse("derby,h2-mvstore,chronicle,memory"));
        candidates.add(1, fake("slowdb"));
        candidates.add(fake("otherdb"));
        DefaultSelection.Choice c = DefaultSelection.choose(candidates, MILLION, 3, 0, false, DEFAULT);
        assertTrue(c.seconds() <= DEFAULT.budgetSeconds, "estimate " + c.seconds());
        assertTrue(c.stores().stream().anyMatch(t -> t.name().equals("memory")), "the floor is always in");
        assertEquals(List.of("slowdb", "otherdb"), c.left().stream().map(StoreType::name).toList());
        String rest = String.join("\n", DefaultSelection.rest(c, MILLION, 3, 0, false, DEFAULT));
        assertTrue(rest.contains("not run by default: --store slowdb,otherdb (about "), rest);
    }

    @Test
    void aWideSweepKeepsTheFloorAndDropsWhatDoesNotFit() {
        List<Workload> sweep = new ArrayList<>();
        for (int k : new int[] {1, 2, 4, 8, 16, 32, 64}) {
            sweep.add(Workload.of(1, 1_000_000, k));
        }
        DefaultSelection.Choice c = DefaultSelection.choose(sweep, 3, 0, false, DEFAULT);
        assertTrue(c.stores().stream().anyMatch(t -> t.name().equals("memory")));
        assertTrue(!c.left().isEmpty(), "seven worker counts of every store cannot fit 12 minutes");
    }

    private static StoreType fake(String name) {
        return StoreType.persistent(name, o -> {
            throw new UnsupportedOperationException("planning only");
        }, dir -> false);
    }
}
