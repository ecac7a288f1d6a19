package org.dbbench.logio.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dbbench.core.JvmFlags;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each sync method issues the system calls {@link SyncMethod} claims for it, proved with strace on
 * every JDK 17+ installed (the one running the tests, and every other under /usr/lib/jvm or named
 * in -Dlogio.syscall.jdks=HOME,HOME): rwd opens with O_DSYNC, rws with O_SYNC, force(false) calls
 * fdatasync, force(true) fsync, DIRECT opens with O_DIRECT, mmap calls msync, and nosync none of them;
 * the native methods: pwrite-fdatasync pwrite64 + fdatasync, pwritev2-dsync/-sync one pwritev2 with
 * RWF_DSYNC/RWF_SYNC per write and no sync call, direct-pwritev2-dsync the same on an O_DIRECT
 * descriptor, sync-file-range one sync_file_range per write, uring-write-fdatasync one
 * io_uring_enter submitting and waiting for two entries per write and no write or sync system call
 * on the file. The native binding must be JNA on JDK 17 and FFM on JDK 22+ (the probe reports it).
 * Skipped without strace, except in CI (CI=true), where a missing strace is a failure.
 */
class SyscallTest {
    private static final Pattern OPEN = Pattern.compile("^openat\\([^,]+, \"([^\"]+)\", ([A-Z_|0-9]+).*= (\\d+)$");
    private static final Pattern CALL = Pattern.compile("^(\\w+)\\((\\d+)?.*");
    private static final Set<String> SYNC_FLAGS = Set.of("O_DSYNC", "O_SYNC", "O_DIRECT");
    /** The call each native method must make once per write: a line on the log file's descriptor
     *  starting with the first part and containing the second (io_uring_enter is on the ring's). */
    private static final Map<SyncMethod, List<String>> PER_WRITE = Map.of(
            SyncMethod.PWRITEV2_DSYNC, List.of("pwritev2(FD, ", ", RWF_DSYNC)"),
            SyncMethod.PWRITEV2_SYNC, List.of("pwritev2(FD, ", ", RWF_SYNC)"),
            SyncMethod.DIRECT_PWRITEV2_DSYNC, List.of("pwritev2(FD, ", ", RWF_DSYNC)"),
            SyncMethod.SYNC_FILE_RANGE, List.of("sync_file_range(FD, ",
                    "SYNC_FILE_RANGE_WAIT_BEFORE|SYNC_FILE_RANGE_WRITE|SYNC_FILE_RANGE_WAIT_AFTER)"),
            SyncMethod.URING_WRITE_FDATASYNC, List.of("io_uring_enter(", ", 2, 2, IORING_ENTER_GETEVENTS"));

    @BeforeAll
    static void needStrace() {
        boolean ci = "true".equalsIgnoreCase(System.getenv("CI"));
        String why = straceProblem();
        if (why != null && ci) {
            fail("CI=true but " + why + ": .ci/run must install strace (apt-get install -y strace)");
        }
        assumeTrue(why == null, why + "; skipping the syscall check (install strace to run it)");
    }

    @TestFactory
    Stream<DynamicTest> everyMethodIssuesTheCallsItClaims() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path java : javas()) {
            Map<String, List<String>> traces = traceAll(java);
            String jdk = java.getParent().getParent().getFileName().toString();
            String binding = traces.get("binding").get(0);
            tests.add(DynamicTest.dynamicTest("binding on " + jdk, () -> assertTrue(feature(java) >= 22
                    ? binding.startsWith("FFM") : binding.startsWith("JNA"), jdk + " bound with " + binding)));
            for (SyncMethod m : SyncMethod.values()) {
                tests.add(DynamicTest.dynamicTest(m.cliName() + " on " + java.getParent().getParent().getFileName(),
                        () -> check(m, traces.get(m.cliName()))));
            }
        }
        return tests.stream();
    }

    private static void check(SyncMethod m, List<String> trace) {
        assertNotNull(trace, "no trace between the markers for " + m.cliName());
        String fd = null;
        Set<String> flags = new TreeSet<>();
        for (String line : trace) {
            Matcher o = OPEN.matcher(line);
            if (o.matches() && o.group(1).contains("/probe-" + m.cliName() + "-")) {
                fd = o.group(3);
                flags.addAll(Arrays.asList(o.group(2).split("\\|")));
            }
        }
        assertNotNull(fd, m.cliName() + " never opened its log file:\n" + String.join("\n", trace));
        for (String flag : SYNC_FLAGS) {
            assertEquals(m.openFlags().contains(flag), flags.contains(flag), m.cliName() + " opened with " + flags);
        }
        Map<String, Integer> calls = new LinkedHashMap<>();
        for (String line : trace) {
            Matcher c = CALL.matcher(line);
            if (!c.matches()) {
                continue;
            }
            String name = c.group(1);
            boolean onLog = fd.equals(c.group(2));
            if (name.equals("msync") || onLog && (name.equals("fsync") || name.equals("fdatasync")
                    || name.startsWith("pwrite") || name.equals("write"))) {
                calls.merge(name.startsWith("pwrite") ? "write" : name, 1, Integer::sum);
            }
        }
        for (String sync : List.of("fsync", "fdatasync", "msync")) {
            if (sync.equals(m.syncCall())) {
                assertEquals(SyscallProbe.WRITES, calls.getOrDefault(sync, 0), m.cliName() + ": " + calls);
            } else {
                assertEquals(0, calls.getOrDefault(sync, 0), m.cliName() + " must not call " + sync + ": " + calls);
            }
        }
        List<String> perWrite = PER_WRITE.get(m);
        if (perWrite != null) {
            String start = perWrite.get(0).replace("FD", fd);
            long n = trace.stream().filter(l -> l.startsWith(start) && l.contains(perWrite.get(1))).count();
            assertEquals(SyscallProbe.WRITES, n, m.cliName() + ": " + start + "..." + perWrite.get(1) + " per write in\n"
                    + String.join("\n", trace));
        }
        if (m == SyncMethod.MMAP_FORCE || m == SyncMethod.URING_WRITE_FDATASYNC) {
            assertEquals(0, calls.getOrDefault("write", 0), m.cliName() + " writes through the mapping or ring: " + calls);
        } else {
            assertTrue(calls.getOrDefault("write", 0) >= SyscallProbe.WRITES, m.cliName() + " wrote " + calls);
        }
        if (!m.durable()) {
            assertFalse(flags.contains("O_DSYNC") || flags.contains("O_SYNC"));
            assertTrue(calls.keySet().stream().noneMatch(k -> k.contains("sync")), calls.toString());
        }
    }

    /** Runs the probe for every method under strace; the lines of the probe's main thread, per method. */
    private static Map<String, List<String>> traceAll(Path java) throws Exception {
        Path dir = TestDirs.fresh("strace");
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "--seccomp-bpf", "-ff", "-qq", "-s", "256", "-o",
                dir.resolve("trace").toString(), "-e", "trace=openat,fsync,fdatasync,msync,write,pwrite64,pwritev,pwritev2,sync_file_range,io_uring_enter",
                java.toString()));
        cmd.addAll(JvmFlags.forJdk(feature(java)));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), SyscallProbe.class.getName(), dir.toString()));
        Arrays.stream(SyncMethod.values()).map(SyncMethod::cliName).forEach(cmd::add);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the probe under strace did not finish");
        assertEquals(0, p.exitValue(), () -> "probe failed: " + read(dir.resolve("out.txt")));
        Map<String, List<String>> byMethod = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(x -> x.getFileName().toString().startsWith("trace.")).toList()) {
                List<String> lines = Files.readAllLines(f);
                if (lines.stream().noneMatch(l -> l.startsWith("write(1, \"BEGIN "))) {
                    continue;
                }
                List<String> current = null;
                for (String l : lines) {
                    if (l.startsWith("write(1, \"BEGIN ")) {
                        current = new ArrayList<>();
                        byMethod.put(l.substring("write(1, \"BEGIN ".length(), l.indexOf('\\')), current);
                    } else if (l.startsWith("write(1, \"END ")) {
                        current = null;
                    } else if (current != null) {
                        current.add(l);
                    }
                }
            }
        }
        assertEquals(SyncMethod.values().length, byMethod.size(), "markers found: " + byMethod.keySet());
        String out = read(dir.resolve("out.txt"));
        Matcher b = Pattern.compile("(?m)^BINDING (.*)$").matcher(out);
        assertTrue(b.find(), "the probe did not report its binding: " + out);
        byMethod.put("binding", List.of(b.group(1)));
        return byMethod;
    }

    /** The running JDK's java, then every other JDK 17+ on this machine (or those named by the property). */
    static List<Path> javas() throws IOException {
        List<Path> javas = new ArrayList<>();
        javas.add(Path.of(ProcessHandle.current().info().command().orElseThrow()).toRealPath());
        List<Path> homes = new ArrayList<>();
        String named = System.getProperty("logio.syscall.jdks");
        if (named != null && !named.isBlank()) {
            Arrays.stream(named.split(",")).map(String::trim).map(Path::of).forEach(homes::add);
        } else if (Files.isDirectory(Path.of("/usr/lib/jvm"))) {
            try (Stream<Path> s = Files.list(Path.of("/usr/lib/jvm"))) {
                s.forEach(homes::add);
            }
        }
        for (Path home : homes) {
            Path java = home.resolve("bin/java");
            if (Files.isExecutable(java) && feature(java) >= 17) {
                Path real = java.toRealPath();
                if (!javas.contains(real)) {
                    javas.add(real);
                }
            }
        }
        return javas;
    }

    /** The feature release of a JDK from its release file (17, 21, 25); 0 when unreadable. */
    static int feature(Path java) {
        Path release = java.getParent().getParent().resolve("release");
        try {
            for (String line : Files.readAllLines(release)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String v = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    return Integer.parseInt(v.split("[.+-]")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }

    /** Null when strace can trace here, else why not. */
    private static String straceProblem() {
        try {
            Process p = new ProcessBuilder("strace", "-qq", "-o", "/dev/null", "true").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return "strace cannot trace here (" + out.trim() + ")";
            }
            return null;
        } catch (IOException | InterruptedException e) {
            return "strace is not installed";
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
