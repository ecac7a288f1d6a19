package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench compare's header says "A/A calibration" only when A and B are the same in every respect,
 * and otherwise names each difference, a launcher included; a baseline run names how the new B
 * differs from the saved side.
 */
class CalibrationHeaderTest {
    @TempDir
    Path tmp;

    private final CandidateJava here = CandidateJava.current();

    private static Candidate with(String side, CandidateJava java, List<String> flags, Map<String, String> settings,
            Path dir) {
        return new Candidate(side, java, flags, List.of(), settings, dir);
    }

    private static String header(Candidate a, Candidate b, Baseline baseline) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CompareRun.Plan plan = new CompareRun.Plan(null, List.of(), a, b, 4, null, null, null, null, baseline, null, 2, 2, false);
        CompareRun.printHeader(plan, RoundOrder.of(4), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void calibrationOnlyWhenNothingDiffers() throws Exception {
        Path launcher = LauncherCandidateTest.launcherOf(tmp, "launcher", here);
        CandidateJava viaLauncher = CandidateJava.probe("--b-java", launcher);
        CandidateJava sameJdkGivenByPath = CandidateJava.probe("--b-java", here.java());
        Candidate a = with("A", here, List.of(), Map.of(), null);

        assertTrue(header(a, with("B", here, List.of(), Map.of(), null), null).contains("A/A calibration"));
        assertTrue(header(a, with("B", sameJdkGivenByPath, List.of(), Map.of(), null), null)
                .contains("A/A calibration"), "the same JDK named by its path is the same candidate");
        Candidate launched = with("B", viaLauncher, List.of(), Map.of(), null);
        assertTrue(header(with("A", viaLauncher, List.of(), Map.of(), null), launched, null)
                .contains("A/A calibration"), "one launcher on both sides is the same candidate");

        String h = header(a, launched, null);
        assertFalse(h.contains("A/A"), h);
        assertTrue(h.contains("  differs: java: A JDK " + Runtime.version().feature()), h);
        assertTrue(h.contains("; B " + launcher.toAbsolutePath() + " -> JDK " + Runtime.version().feature()), h);
        assertEquals(List.of("java: A " + here.describe() + "; B " + viaLauncher.describe()),
                Candidate.differences(a, launched));

        // every other respect still counts: flags, settings, directory
        for (Candidate b : List.of(with("B", here, List.of("-Xmx700m"), Map.of(), null),
                with("B", here, List.of(), Map.of("h2.x", "1"), null),
                with("B", here, List.of(), Map.of(), tmp))) {
            String other = header(a, b, null);
            assertFalse(other.contains("A/A"), other);
            assertEquals(1, other.lines().filter(l -> l.startsWith("  differs: ")).count(), other);
        }
    }

    @Test
    void aBaselineRunNamesHowTheNewBDiffersFromTheSavedSide() throws Exception {
        Candidate plain = Candidate.plain("B");
        Candidate launched = with("B", CandidateJava.probe("--b-java",
                LauncherCandidateTest.launcherOf(tmp, "launcher", here)), List.of(), Map.of(), null);
        Comparison saved = new Comparison(Comparison.FORMAT, "study", List.of(), 4, Comparison.AB, "ABBA", List.of(),
                plain.describe(), plain.describe(), 0.95, 0.05, null, List.of(), List.of(), List.of(), null, null, null, null, null, null);
        Baseline base = new Baseline(tmp, saved, Map.of());
        assertEquals(List.of(), base.differences(plain));
        String h = header(plain, launched, base);
        assertTrue(h.contains("against the baseline " + tmp), h);
        assertTrue(h.contains("  differs: java: A " + here.describe() + "; B " + launched.java().describe()), h);
        assertFalse(header(plain, plain, base).contains("differs"));
        assertEquals(List.of("JVM flags: A (none); B -Xmx700m"),
                base.differences(with("B", here, List.of("-Xmx700m"), Map.of(), null)));
    }
}
