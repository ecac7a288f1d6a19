package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/run-remote end to end against a real OpenSSH server on loopback: two reachable hosts
 * (127.0.0.1 and 127.0.0.2) run a real JMH benchmark from the jar and their bundles come home;
 * an unreachable host (a closed port), a host whose java is Java 11 and a host without java fail,
 * are listed, and do not stop the others. A second run finds the jar already there.
 */
class RemoteRunIT {
    static final Path SCRIPT = Path.of("../scripts/run-remote");

    @TempDir
    Path tmp;

    /**
     * The whole path: a real sshd, the jar copied to two hosts, two JMH runs and a report, about 40 s
     * of CPU on the 2-core VM (mvn verify -Plong; the default build checks the failure path below).
     */
    @Test
    @Tag("long")
    void twoHostsCompleteWhileBrokenHostsAreListed() throws Exception {
        try (LoopbackSshd sshd = LoopbackSshd.start(Files.createDirectories(tmp.resolve("sshd")))) {
            int closed = LoopbackSshd.freePort();
            Path oldJava = fakeJava11();
            Jdk otherJdk = Jdk.installed().get(Jdk.installed().size() - 1);
            Path results = tmp.resolve("results");
            String a = "127.0.0.1:" + sshd.port;
            String b = "127.0.0.2:" + sshd.port;
            Result r = runRemote(sshd, results, List.of(a + ",java=" + ownTmpJava("a", Jdk.current()),
                    b + ",java=" + ownTmpJava("b", otherJdk), "127.0.0.1:" + closed,
                    a + ",java=" + oldJava + ",name=old-jdk", "127.0.0.2:" + sshd.port + ",java=/nonexistent/bin/java,name=no-jdk"),
                    "jmh", "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms", "ClockBenchmark");

            Files.writeString(Path.of("target/run-remote-sample.txt"), r.out);
            assertEquals(1, r.exit, r.out);
            String okA = "127.0.0.1_" + sshd.port;
            String okB = "127.0.0.2_" + sshd.port;
            assertTrue(r.out.matches("(?s).*\\n  " + okA + " +ok 1 bundle\\(s\\).*"), r.out);
            assertTrue(r.out.matches("(?s).*\\n  " + okB + " +ok 1 bundle\\(s\\).*"), r.out);
            assertTrue(r.out.contains("3 of 5 host(s) failed:"), r.out);
            assertTrue(r.out.contains("127.0.0.1_" + closed + " (127.0.0.1:" + closed + "): unreachable"), r.out);
            assertTrue(r.out.contains("old-jdk (" + a + "): " + oldJava + " is Java 11; dbbench needs a JDK 17"), r.out);
            assertTrue(r.out.contains("no-jdk (127.0.0.2:" + sshd.port + "): no java on the remote (/nonexistent/bin/java)"), r.out);
            for (String host : List.of(okA, okB)) {
                List<JmhRecord> records = JmhJson.read(onlyBundle(results.resolve(host)).resolve("jmh.json"));
                assertEquals("nanoTime", records.get(0).method());
            }
            // the bundles brought back, side by side
            assertTrue(r.out.contains("run-remote: bench report over the 2 bundle(s) brought back"), r.out);
            if (otherJdk.feature() != Runtime.version().feature()) {
                // the same machine under two JDKs: the report's columns are named by the JDK
                assertTrue(r.out.contains("dbbench report: JMH results, 2 machines, 2 runs"), r.out);
                assertTrue(r.out.contains("JDK " + otherJdk.feature() + "."), r.out);
            } else {
                assertTrue(r.out.contains("dbbench report: JMH results, 1 machine, 2 runs"), r.out);
            }

            Result again = runRemote(sshd, results, List.of(a), "jmh", "-l");
            assertEquals(0, again.exit, again.out);
            assertTrue(again.out.contains("jar up to date"), again.out);
            assertTrue(again.out.contains("all 1 host(s) ok"), again.out);
        }
    }

    /** A host that does not answer is listed with the reason, the run fails, and nothing is copied. */
    @Test
    void anUnreachableHostIsListedAndTheRunFails() throws Exception {
        try (LoopbackSshd sshd = LoopbackSshd.start(Files.createDirectories(tmp.resolve("sshd")))) {
            int closed = LoopbackSshd.freePort();
            Result r = runRemote(sshd, tmp.resolve("results"), List.of("127.0.0.1:" + closed), "jmh", "-l");
            assertEquals(1, r.exit, r.out);
            assertTrue(r.out.contains("1 of 1 host(s) failed:"), r.out);
            assertTrue(r.out.contains("127.0.0.1_" + closed + " (127.0.0.1:" + closed + "): unreachable"), r.out);
            assertFalse(Files.exists(tmp.resolve("remote")), "nothing was copied: " + r.out);
        }
    }

    private record Result(int exit, String out) {
    }

    private Result runRemote(LoopbackSshd sshd, Path results, List<String> hosts, String... command) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--jar", Jar.JAR.toAbsolutePath().toString(),
                "--results", results.toString(), "--dir", tmp.resolve("remote").toString()));
        List<String> opts = sshd.clientOptions();
        cmd.addAll(List.of("-i", opts.get(1)));
        for (int i = 2; i < opts.size(); i += 2) {
            cmd.addAll(List.of("-o", opts.get(i + 1)));
        }
        cmd.addAll(hosts);
        cmd.add("--");
        cmd.addAll(List.of(command));
        Path out = tmp.resolve("run-remote.out");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        if (!p.waitFor(4, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("run-remote timed out: " + Files.readString(out));
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    /**
     * Both "hosts" are this machine, so each JVM gets its own temporary directory: JMH takes a lock
     * file there, and two JMH runs sharing one (each other's, or any other build's on this machine)
     * would refuse to start; on two real hosts they never meet. Host b runs another installed JDK
     * where there is one, so the report compares two JDKs.
     */
    private Path ownTmpJava(String host, Jdk jdk) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("host-" + host + "-tmp"));
        Path java = tmp.resolve("host-" + host + "-jdk/bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nexec '" + jdk.java() + "' -Djava.io.tmpdir='" + dir + "' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    /** What `java -XshowSettings:properties -version` prints on a JDK 11: a host too old for the suite. */
    private Path fakeJava11() throws Exception {
        Path java = tmp.resolve("jdk-11/bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, """
                #!/bin/sh
                echo 'Property settings:' >&2
                echo '    java.home = /opt/jdk-11' >&2
                echo '    java.specification.version = 11' >&2
                echo 'openjdk version "11.0.22" 2024-01-16' >&2
                """);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    private static Path onlyBundle(Path hostDir) throws Exception {
        try (Stream<Path> s = Files.list(hostDir)) {
            List<Path> dirs = s.filter(Files::isDirectory).toList();
            assertEquals(1, dirs.size(), "one bundle in " + hostDir + ": " + dirs);
            return dirs.get(0);
        }
    }
}
