package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.dbbench.core.compare.StudyAdapter;
import org.junit.jupiter.api.Test;

/**
 * scripts/compare-check --from over bundles the reports keep: it counts A/A bundles, bundles whose B
 * differs only in a known effect, and bundles whose B differs otherwise, each apart, so that a
 * tuned-profile A/B is never counted as a known effect found.
 */
class CompareCheckFromTest {
    static final PythonScript SCRIPT = new PythonScript("compare-check");
    static final Path RESULTS = Path.of("../docs/results");

    @Test
    void knownEffectsAreCountedApartFromOtherDifferences() throws Exception {
        SCRIPT.assumeInstalled();
        // five A/A and five with workload.extra-cpu-ns=20, one A/A called slower (the report says so)
        PythonScript.Run memory = SCRIPT.run(bundles("2026-11-28-memory-store-two-percent"));
        assertEquals(0, memory.exit(), memory.all());
        assertTrue(memory.out().contains("\nA/A: 4 of 5 bundles called no case slower or faster\n"), memory.out());
        assertTrue(memory.out().contains("\nknown effect: 5 of 5 bundles called some case slower or faster\n"), memory.out());
        // nine store-setting and JVM-flag A/Bs, seven decided: none is a known effect
        PythonScript.Run tuned = SCRIPT.run(bundles("2026-11-28-tuned-profiles-redecided"));
        assertEquals(0, tuned.exit(), tuned.all());
        assertTrue(tuned.out().contains("\nB differs otherwise: 7 of 9 bundles called some case slower or faster\n"),
                tuned.out());
        assertFalse(tuned.out().contains("known effect:"), tuned.out());
    }

    /** The script tells a known effect by its name; every study's known effect must be named so. */
    @Test
    void everyStudysKnownEffectIsNamedAsTheScriptReadsIt() {
        List<String> effects = new ArrayList<>();
        ServiceLoader.load(StudyAdapter.class).forEach(a -> effects.addAll(a.knownEffects()));
        assertTrue(effects.size() >= 2, "the studies' known effects: " + effects);
        for (String e : effects) {
            assertTrue(e.endsWith(".extra-cpu-ns"), e + ": scripts/compare-check counts a known effect by this ending");
        }
    }

    private static String[] bundles(String report) throws Exception {
        List<String> args = new ArrayList<>(List.of("--from"));
        try (Stream<Path> s = Files.list(RESULTS.resolve(report).resolve("data"))) {
            s.sorted().forEach(p -> args.add(p.toString()));
        }
        return args.toArray(new String[0]);
    }
}
