package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/fio-compare as a user runs it, with real fio and the real jar, on a tiny pattern: every
 * case gets a row with both tools' medians, the verdict line is printed, and nothing is left in
 * --dir. Which way the verdict goes is a speed result and is not asserted (a shared CI machine
 * cannot hold 5%); that both tools measured the same cases is.
 */
class FioCompareIT {
    static final PythonScript SCRIPT = new PythonScript("fio-compare");
    /** "dsync 4K aligned  86.4  81.2  -3.7%  2.1%  86/81": case, fio, bench. */
    private static final Pattern ROW = Pattern.compile(
            "(?m)^(fdatasync|dsync|pwritev2-dsync) 4K (aligned|after 24) +([0-9.]+) +([0-9.]+) +[-+][0-9.]+% ");

    @TempDir
    Path dir;

    @Test
    @Tag("long") // several fio and JMH runs, about 25 s: mvn verify -Plong
    void aTinyComparisonMeasuresEveryCaseWithBothToolsAndCleansUp() throws Exception {
        SCRIPT.assumeInstalled("fio", "taskset");
        PythonScript.Run r = SCRIPT.run("--dir", dir.toString(), "--sizes", "4", "--rounds", "1", "--forks", "1", "--writes", "8",
                "--syscalls", "fdatasync,pwritev2-dsync",
                "--warmup-ms", "0", "--runtime-ms", "200", "--java", Jdk.current().java().toString(),
                "--jar", Jar.JAR.toAbsolutePath().toString());
        // 0: within the tolerance, 1: over it; both are verdicts. 2 or a traceback is a failure.
        assertTrue(r.exit() == 0 || r.exit() == 1, r.all());
        assertTrue(r.out().contains("bench 1 fork(s) per case"), r.all());
        Matcher m = ROW.matcher(r.out());
        List<String> cases = new ArrayList<>();
        while (m.find()) {
            cases.add(m.group(1) + " " + m.group(2));
            assertTrue(Double.parseDouble(m.group(3)) > 0 && Double.parseDouble(m.group(4)) > 0, m.group());
        }
        assertEquals(List.of("fdatasync aligned", "fdatasync after 24", "pwritev2-dsync aligned",
                "pwritev2-dsync after 24"), cases, r.out());
        assertTrue(r.out().contains("Answer: the fastest durable write per size"), r.out());
        assertTrue(r.out().contains("both tools on CPU "), r.out());
        assertTrue(r.out().contains("largest difference "), r.out());
        assertEquals(List.of(), list(dir), "fio-compare left files behind");
    }

    @Test
    void badInputIsOneLineExit2AndWritesNothing() throws Exception {
        SCRIPT.assumeInstalled();
        String[][] bad = {
            {"--sizes", "0"},
            {"--sizes", "four"},
            {"--syscalls", "fsync"},
            {"--cpu", "4096"},
            {"--rounds", "0"},
            {"--forks", "0"},
            {"--tolerance", "-1"},
            {"--bogus"},
        };
        for (String[] args : bad) {
            List<String> all = new ArrayList<>(List.of("--dir", dir.toString()));
            all.addAll(List.of(args));
            PythonScript.Run r = SCRIPT.run(all.toArray(new String[0]));
            assertEquals(2, r.exit(), r.all());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains(args[args.length - 1]), "names the bad value: " + r.err());
            assertEquals(List.of(), list(dir));
        }
        PythonScript.Run missing = SCRIPT.run("--dir", dir.resolve("absent").toString());
        assertEquals(2, missing.exit(), missing.all());
        assertTrue(missing.err().contains("is not a writable directory"), missing.err());
    }




    private static List<Path> list(Path d) throws Exception {
        try (Stream<Path> s = Files.list(d)) {
            return s.toList();
        }
    }
}
