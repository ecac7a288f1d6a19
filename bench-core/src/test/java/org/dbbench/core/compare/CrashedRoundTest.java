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
import org.dbbench.core.jmh.JmhRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A candidate whose round crashes stops the comparison with the crash's own reason, not "(its output: null)". */
class CrashedRoundTest {
    @TempDir
    Path tmp;

    /** A study whose rounds run {@link CrashingRound}: what a real study's adapter says, nothing more. */
    private final class CrashingStudy implements StudyAdapter {
        @Override
        public String study() {
            return "crashing";
        }

        @Override
        public String dirOption() {
            return "--dir";
        }

        @Override
        public Path defaultDir() {
            return tmp;
        }

        @Override
        public Map<String, String> enginePackages() {
            return Map.of();
        }

        @Override
        public List<String> roundArgs(List<String> userArgs) {
            return userArgs;
        }

        @Override
        public String caseLabel(JmhRecord record, List<JmhRecord> all) {
            return record.benchmark();
        }

        @Override
        public String invalidReason(JmhRecord record) {
            return null;
        }

        @Override
        public List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig) {
            return List.of();
        }
    }

    @Test
    void theStopLineCarriesTheCrashsReason() throws Exception {
        Path classes = Path.of(CrashingRound.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        CompareRun.Plan plan = new CompareRun.Plan(new CrashingStudy(), List.of(), Candidate.plain("A"),
                Candidate.plain("B"), 2, tmp.resolve("results"), classes, CrashingRound.class.getName(), null, null, null, 2, 2, false);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int exit = CompareRun.execute(plan, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(1, exit, out);
        String stop = out.lines().filter(l -> l.startsWith("stopping:")).findFirst().orElse("");
        assertTrue(stop.contains("failed (exit 1): Exception in thread \"main\" java.lang.IllegalArgumentException:"
                + " Unsupported setting CACHE_SIZE=abc"), out);
        assertTrue(stop.matches(".*its whole output: rounds/01-[AB]/output.log in the bundle.*"), stop);
        assertFalse(stop.contains("null"), stop);
    }
}
