package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench-&lt;version&gt;.zip holds the jar, scripts/ (executable) and the README under one directory,
 * and works unpacked: the jar runs, and scripts/run-remote finds the jar beside it.
 */
class DistributionIT {
    @TempDir
    Path tmp;

    @Test
    void zipHoldsTheJarScriptsAndReadmeAndWorksUnpacked() throws Exception {
        Path zip;
        try (var s = Files.list(Jar.JAR.getParent())) {
            zip = s.filter(p -> p.getFileName().toString().matches("bench-.+\\.zip")).findFirst().orElseThrow();
        }
        String top = zip.getFileName().toString().replaceAll("\\.zip$", "");
        Set<String> names = new TreeSet<>();
        try (ZipFile z = new ZipFile(zip.toFile())) {
            z.stream().map(ZipEntry::getName).forEach(names::add);
        }
        for (String expected : List.of(top + "/benchmarks.jar", top + "/README.md", top + "/scripts/bench",
                top + "/scripts/run-remote")) {
            assertTrue(names.contains(expected), expected + " in " + names);
        }

        exec(tmp, "unzip", "-q", zip.toAbsolutePath().toString());
        Path dist = tmp.resolve(top);
        assertArrayEquals(Files.readAllBytes(Jar.JAR), Files.readAllBytes(dist.resolve("benchmarks.jar")));
        for (String script : List.of("bench", "run-remote")) {
            assertTrue(Files.getPosixFilePermissions(dist.resolve("scripts/" + script))
                    .contains(PosixFilePermission.OWNER_EXECUTE), script + " is executable");
        }
        String version = exec(dist, Jdk.current().java().toString(), "-jar", "benchmarks.jar", "--version");
        assertTrue(version.startsWith("dbbench"), version);
        // run-remote finds the jar beside scripts/: an unreachable host fails (exit 1), not a missing jar (2)
        String closedPort = "127.0.0.1:" + LoopbackSshd.freePort();
        Process p = new ProcessBuilder("bash", "scripts/run-remote", "--no-report", "--results", tmp.resolve("r").toString(),
                closedPort, "--", "jmh", "-l").directory(dist.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("unreachable"), out);
    }

    private static String exec(Path dir, String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), String.join(" ", cmd));
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ": " + out);
        return out;
    }
}
