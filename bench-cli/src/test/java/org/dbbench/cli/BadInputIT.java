package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input to the jar: one line naming what is wrong, exit 2, no stack trace, nothing written. */
class BadInputIT {

    @TempDir
    Path tmp;

    private final Jdk jdk = Jdk.current();

    @Test
    void unknownCommand() throws Exception {
        assertRefused(Jar.run(jdk, tmp, "frobnicate"), "frobnicate");
    }

    @Test
    void unknownOption() throws Exception {
        assertRefused(Jar.run(jdk, tmp, "env", "--frobnicate"), "--frobnicate");
    }

    @Test
    void missingOptionValue() throws Exception {
        assertRefused(Jar.run(jdk, tmp, "env", "--dir"), "--dir");
    }

    @Test
    void envOnAMissingDirectory() throws Exception {
        assertRefused(Jar.run(jdk, tmp, "env", "--dir", tmp.resolve("nope").toString()), "nope");
    }

    @Test
    void resultsDirThatIsAFile() throws Exception {
        Path file = Files.writeString(tmp.resolve("taken"), "not yours");
        Jar.Result r = Jar.run(jdk, tmp, "jmh", "--results-dir", file.toString(), "-f", "1", "-wi", "0", "-i", "1",
                "-r", "100ms", "ClockBenchmark");
        assertRefused(r, "taken");
        assertEquals("not yours", Files.readString(file));
        assertTrue(r.out().isEmpty() || !r.out().contains("# Run progress"), "benchmark ran despite bad input");
    }

    @Test
    void resultsDirOnAFullDisk() throws Exception {
        Path mnt = Files.createDirectories(tmp.resolve("full"));
        int rc = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", mnt.toString())
                .inheritIO().start().waitFor();
        assumeTrue(rc == 0, "cannot mount a tmpfs (needs root)");
        try {
            Jar.Result r = Jar.run(jdk, tmp, "jmh", "--results-dir", mnt.resolve("results").toString(), "-f", "1",
                    "-wi", "0", "-i", "1", "-r", "100ms", "ClockBenchmark");
            assertRefused(r, "full");
            assertFalse(Files.exists(mnt.resolve("results")));
        } finally {
            new ProcessBuilder("umount", mnt.toString()).inheritIO().start().waitFor();
        }
    }

    @Test
    void noMatchingBenchmark() throws Exception {
        Path results = tmp.resolve("results");
        Jar.Result r = Jar.run(jdk, tmp, "jmh", "--results-dir", results.toString(), "NoSuchBenchmarkAnywhere");
        assertRefused(r, "NoSuchBenchmarkAnywhere");
        assertTrue(!Files.exists(results) || JarSmokeIT.list(results).isEmpty(), "results were written");
    }

    @Test
    void badJmhOption() throws Exception {
        assertRefused(Jar.run(jdk, tmp, "jmh", "-f", "many"), "many");
    }

    /** Exit 2, one line on stderr naming {@code culprit}, no stack trace, nothing written in the work dir. */
    private void assertRefused(Jar.Result r, String culprit) throws Exception {
        assertEquals(2, r.exit(), r.all());
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), "expected one line on stderr:\n" + r.err());
        assertTrue(lines.get(0).contains(culprit), "message should name " + culprit + ": " + lines.get(0));
        assertFalse(r.all().contains("Exception") || r.all().contains("\tat "), "stack trace:\n" + r.all());
        try (var s = Files.list(tmp)) {
            for (Path p : s.toList()) {
                assertTrue(p.getFileName().toString().equals("taken") || p.getFileName().toString().equals("full"),
                        "unexpected file written: " + p);
            }
        }
    }
}
