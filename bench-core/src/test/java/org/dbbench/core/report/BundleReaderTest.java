package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.dbbench.core.testing.ClockRuns;

class BundleReaderTest {

    @TempDir
    Path tmp;

    @Test
    void bundleIsReadWithItsEnvironmentConfigAndRecords() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        MachineRun run = BundleReader.readOne(bundle);
        assertEquals(bundle, run.source());
        assertFalse(run.records().isEmpty());
        assertEquals("sample", run.records().get(0).mode());
        assertTrue(run.records().get(0).primary().percentile(50.0) > 0);
        assertEquals(ResultBundle.FORMAT, ((Number) run.config().get("bundleFormat")).intValue());
        assertEquals(run.env().host(), java.nio.file.Files.readString(Path.of("/proc/sys/kernel/hostname")).trim());
        assertFalse("unknown".equals(run.env().get("storage", "fileSystem")));
    }

    @Test
    void plainJmhJsonKeepsWhatJmhKnowsAndNothingMore() throws Exception {
        Path plain = Files.copy(ClockRuns.jmhJson(), tmp.resolve("clock.json"));
        MachineRun run = BundleReader.readOne(plain);
        assertEquals(Runtime.version().toString().replaceAll("\\+.*", ""),
                run.env().get("jvm", "version").replaceAll("\\+.*", ""));
        assertEquals("unknown", run.env().host());
        assertEquals("unknown", run.env().get("storage", "fileSystem"));
        assertFalse(run.records().isEmpty());
    }

    @Test
    void directoryOfBundlesIsExpandedSkippingPartialOnes() throws Exception {
        Path a = ClockRuns.bundle(tmp.resolve("results/host-a"));
        Path b = ClockRuns.bundle(tmp.resolve("results/host-b"));
        Files.createDirectories(tmp.resolve("results/host-b/.20260101-000000-x-logio.partial-123"));
        List<MachineRun> runs = BundleReader.read(List.of(tmp.resolve("results")));
        assertEquals(List.of(a, b), runs.stream().map(MachineRun::source).toList());
    }

    /** Read twice, every table printed the run twice, as if it had been repeated. */
    @Test
    void aBundleGivenTwiceIsRefusedNamingIt() throws Exception {
        Path a = ClockRuns.bundle(tmp.resolve("results/host-a"));
        BadInputException twice = assertThrows(BadInputException.class, () -> BundleReader.read(List.of(a, a)));
        assertEquals(a + " is given twice; give each bundle or file once", twice.getMessage());
        Path other = tmp.resolve("results/host-a/../host-a").resolve(a.getFileName());
        BadInputException inside = assertThrows(BadInputException.class,
                () -> BundleReader.read(List.of(tmp.resolve("results"), other)));
        assertTrue(inside.getMessage().contains("is given twice (in " + tmp.resolve("results") + " and in " + other),
                inside.getMessage());
    }

    @Test
    void noInputsIsRefused() {
        BadInputException e = assertThrows(BadInputException.class, () -> BundleReader.read(List.of()));
        assertTrue(e.getMessage().startsWith("no inputs"), e.getMessage());
    }

    @Test
    void missingPathIsRefusedNamingIt() {
        assertRefused(tmp.resolve("nope"), "does not exist");
    }

    @Test
    void directoryWithoutBundlesIsRefusedNamingIt() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Files.writeString(empty.resolve("notes.txt"), "hello");
        assertRefused(empty, "is not a results bundle");
    }

    @Test
    void truncatedJmhJsonIsRefusedNamingTheFile() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        Path jmh = bundle.resolve(ResultBundle.JMH_JSON);
        String text = Files.readString(jmh);
        Files.writeString(jmh, text.substring(0, text.length() / 2));
        String msg = assertRefused(bundle, "jmh.json");
        assertTrue(msg.contains(jmh.toString()), msg);
    }

    @Test
    void malformedEnvJsonIsRefusedNamingTheFile() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        Files.writeString(bundle.resolve(ResultBundle.ENV_JSON), "{\"os\": {\"host\": ");
        String msg = assertRefused(bundle, "truncated or malformed");
        assertTrue(msg.contains(bundle.resolve(ResultBundle.ENV_JSON).toString()), msg);
    }

    @Test
    void emptyConfigJsonIsRefused() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        Files.writeString(bundle.resolve(ResultBundle.CONFIG_JSON), "");
        assertRefused(bundle, "config.json");
    }

    @Test
    void bundleFromANewerSuiteIsRefused() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        ClockRuns.editConfig(bundle, "bundleFormat", ResultBundle.FORMAT + 1);
        String msg = assertRefused(bundle, "format " + (ResultBundle.FORMAT + 1));
        assertTrue(msg.contains("newer"), msg);
    }

    @Test
    void oneFileOfABundleIsRefusedPointingAtTheBundle() throws Exception {
        Path bundle = ClockRuns.bundle(tmp);
        String msg = assertRefused(bundle.resolve(ResultBundle.ENV_JSON), "give the bundle directory");
        assertTrue(msg.endsWith(bundle.toAbsolutePath().toString()), msg);
    }

    @Test
    void aTextFileIsNotJmhJson() throws Exception {
        Path txt = Files.writeString(tmp.resolve("summary.txt"), "Buffer-Size(K)  Aligned\n512  3.1\n");
        assertRefused(txt, "summary.txt");
    }

    /** Refused with one line naming the input; returns the message. */
    private static String assertRefused(Path input, String expected) {
        BadInputException e = assertThrows(BadInputException.class, () -> BundleReader.read(List.of(input)));
        String msg = e.getMessage();
        assertTrue(msg.contains(expected), msg);
        assertTrue(msg.contains(input.getFileName().toString()), "names the input: " + msg);
        assertFalse(msg.contains("\n"), "one line: " + msg);
        return msg;
    }
}
