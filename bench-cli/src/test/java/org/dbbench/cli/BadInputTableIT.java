package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every row of bad-input.rows through the shaded jar: refused with the expected exit code, in at most
 * two lines naming the bad value, without a stack trace, and with nothing written under the fixture
 * directory (the results and scratch directories the rows name are in it). The default run calls
 * the jar's main in this JVM, one row per command also as a user does ({@code java -jar}); -Plong runs
 * every row as its own {@code java -jar}.
 */
class BadInputTableIT {
    /** Bad inputs per command, at least: every command is tried with many kinds of wrong. */
    static final int MIN_ROWS_PER_COMMAND = 30;
    static final List<String> COMMANDS = List.of("quick", "logio", "threeen1", "threeen1 crash", "threeen1 verify",
            "compare", "report", "env", "jmh", "powercut");

    @TempDir
    static Path root;

    static Path t;
    static boolean readOnlyMounted;

    record Row(int line, String mode, List<String> args, int exit, String fragment) {
        String command() {
            String first = args.get(0);
            return first.equals("threeen1") && args.size() > 1 && List.of("crash", "verify").contains(args.get(1))
                    ? first + " " + args.get(1) : first;
        }

        @Override
        public String toString() {
            return "line " + line + ": bench " + String.join(" ", args);
        }
    }

    @BeforeAll
    static void fixtures() throws Exception {
        t = Files.createDirectory(root.resolve("t"));
        Files.writeString(t.resolve("file"), "not a directory");
        Files.createDirectory(t.resolve("empty"));
        Files.createDirectory(t.resolve("scratch"));
        Files.writeString(Files.createDirectory(t.resolve("junk")).resolve("junk.txt"), "no store's file");
        Files.writeString(t.resolve("empty.json"), "[]");
        Files.writeString(t.resolve("bad.json"), "[{\"benchmark\": \"x\", ");
        Path nojmh = Files.createDirectory(t.resolve("nojmh"));
        Files.writeString(nojmh.resolve("env.json"), "{\"os\": {\"host\": \"elsewhere\"}}");
        Files.writeString(nojmh.resolve("config.json"), "{\"bundleFormat\": 1, \"command\": \"threeen1\"}");
        Path base = Files.createDirectory(t.resolve("emptybase"));
        Files.writeString(base.resolve("env.json"), "{\"os\": {\"host\": \"elsewhere\"}}");
        Files.writeString(base.resolve("config.json"), "{\"bundleFormat\": 1, \"command\": \"compare-threeen1\"}");
        Files.writeString(base.resolve("comparison.json"), "{\"comparisonFormat\": 1, \"study\": \"threeen1\","
                + " \"studyArgs\": [], \"rounds\": 5, \"kind\": \"A/B\", \"cases\": []}");
        // crash and power-cut bundles whose records are damaged or empty (issue 32, item 14)
        String crashConfig = "{\"bundleFormat\": 1, \"command\": \"threeen1 crash\", \"from\": 1, \"to\": 2000,"
                + " \"workers\": 2}";
        String crashRecord = "{\"store\": \"h2\", \"level\": \"durable\", \"fault\": \"kill\", \"cuts\": %s,"
                + " \"acknowledged\": 9, \"acknowledged_lost\": 0, \"failed_opens\": 0, \"wrong_values\": 0,"
                + " \"claim\": \"held\"}";
        damagedBundle("crash-store-only", crashConfig, "crash.json", "[{\"store\": \"h2\"}]");
        damagedBundle("crash-cuts-abc", crashConfig, "crash.json", "[" + crashRecord.formatted("\"abc\"") + "]");
        damagedBundle("crash-none", crashConfig, "crash.json", "[]");
        damagedBundle("power-nulls", "{\"bundleFormat\": 1, \"command\": \"logio\", \"cuts\": 3, \"seconds\": 9}",
                "power.json", "[{\"method\": \"rwd\", \"fault\": null, \"cuts\": null, \"acknowledged\": null,"
                        + " \"acknowledged_lost\": null, \"torn\": null, \"labelled_durable\": null}]");
        damagedBundle("power-none", "{\"bundleFormat\": 1, \"command\": \"logio\", \"cuts\": 3, \"seconds\": 9}",
                "power.json", "[]");
        Files.writeString(t.resolve("notajar.jar"), "not a zip");
        script("java11", "echo 'java.specification.version = 11' >&2");
        script("hang", "exec sleep 1000");
        // launchers: one that answers as no java does, one that leaves a helper holding its output open
        script("talker", "echo 'usage: talker COMMAND'");
        script("helper-launcher", "sleep 6 &\nexec " + Path.of(System.getProperty("java.home"), "bin", "java")
                + " \"$@\"");
        Files.createDirectory(t.resolve("ro"));
        readOnlyMounted = sh("mount --bind " + t.resolve("ro") + " " + t.resolve("ro") + " && mount -o remount,bind,ro "
                + t.resolve("ro") + " " + t.resolve("ro"));
    }

    @AfterAll
    static void unmount() throws Exception {
        if (readOnlyMounted) {
            sh("umount " + t.resolve("ro"));
        }
    }

    private static void damagedBundle(String name, String config, String file, String records) throws IOException {
        Path dir = Files.createDirectory(t.resolve(name));
        Files.writeString(dir.resolve("env.json"), "{\"os\": {\"host\": \"elsewhere\"}}");
        Files.writeString(dir.resolve("config.json"), config);
        Files.writeString(dir.resolve(file), records);
    }

    private static void script(String name, String body) throws IOException {
        Path p = Files.writeString(t.resolve(name), "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static boolean sh(String command) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", command + " 2>/dev/null").start();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return false;
        }
        return p.exitValue() == 0;
    }

    @Test
    void everyCommandHasEnoughRows() throws IOException {
        Map<String, Integer> perCommand = new TreeMap<>();
        rows(m -> true).forEach(r -> perCommand.merge(r.command(), 1, Integer::sum));
        for (String c : COMMANDS) {
            assertTrue(perCommand.getOrDefault(c, 0) >= MIN_ROWS_PER_COMMAND, c + " has " + perCommand.get(c)
                    + " rows; at least " + MIN_ROWS_PER_COMMAND + " expected: " + perCommand);
        }
        // a java -jar costs a JVM start: one row per command shows the exit code and output as a user sees them
        List<String> jarRows = rows(m -> m.equals("jar")).stream().map(Row::command).sorted().toList();
        assertEquals(COMMANDS.stream().sorted().toList(), jarRows, "one jar: row per command");
    }

    /** Every row but the slow ones, in this JVM through the jar's own class loader. */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void everyRowInOneJvm() throws Exception {
        List<String> failures = new ArrayList<>();
        try (ShadedJarInProcess jar = new ShadedJarInProcess(Jar.JAR)) {
            for (Row row : rows(m -> !m.equals("long"))) {
                if (runnable(row)) {
                    check(row, () -> jar.run(row.args().toArray(new String[0])), failures);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " rows failed:\n" + String.join("\n", failures));
    }

    /** One row per command as a user runs it: a JVM each, {@code java -jar benchmarks.jar}. */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void someRowsThroughJavaJar() throws Exception {
        runThroughJavaJar(m -> m.equals("jar"));
    }

    /** Every row, each in its own JVM, as a user runs it. */
    @Test
    @Tag("long")
    @Timeout(value = 60, unit = TimeUnit.MINUTES)
    void everyRowThroughJavaJar() throws Exception {
        runThroughJavaJar(m -> true);
    }

    private void runThroughJavaJar(java.util.function.Predicate<String> mode) throws Exception {
        List<String> failures = new ArrayList<>();
        Jdk jdk = Jdk.current();
        Path work = Files.createDirectories(root.resolve("work"));
        for (Row row : rows(mode)) {
            if (runnable(row)) {
                check(row, () -> Jar.run(jdk, work, row.args().toArray(new String[0])), failures);
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " rows failed:\n" + String.join("\n", failures));
    }

    private static boolean runnable(Row row) {
        String line = String.join(" ", row.args());
        return (readOnlyMounted || !line.contains(t.resolve("ro").toString()))
                && !line.contains("$H2JAR");
    }

    interface Attempt {
        Jar.Result run() throws Exception;
    }

    private static void check(Row row, Attempt attempt, List<String> failures) throws Exception {
        Map<String, Long> before = listing(t);
        Map<String, Long> cwdBefore = listing(Path.of("results"));
        Jar.Result r = attempt.run();
        List<String> problems = new ArrayList<>();
        String all = r.out() + r.err();
        if (r.exit() != row.exit()) {
            problems.add("exit " + r.exit() + ", expected " + row.exit());
        }
        long lines = all.lines().filter(l -> !l.isBlank()).count();
        if (lines > 2) {
            problems.add(lines + " lines");
        }
        if (all.contains("Exception") || all.contains("\tat ")) {
            problems.add("a stack trace");
        }
        if (!all.contains(row.fragment())) {
            problems.add("does not name '" + row.fragment() + "'");
        }
        Map<String, Long> after = listing(t);
        if (!after.equals(before) || !listing(Path.of("results")).equals(cwdBefore)) {
            TreeSet<String> changed = new TreeSet<>(after.keySet());
            changed.removeAll(before.keySet());
            problems.add("wrote " + (changed.isEmpty() ? "into existing files" : changed));
            restore(before);
        }
        if (!problems.isEmpty()) {
            failures.add(row + " -> " + String.join(", ", problems) + "\n    said: "
                    + String.join("\n    ", all.strip().lines().limit(5).toList()));
        }
    }

    /** Removes what a failed row wrote, so the next rows start from the same fixtures. */
    private static void restore(Map<String, Long> before) throws IOException {
        try (Stream<Path> s = Files.walk(t)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                if (!before.containsKey(t.relativize(p).toString())) {
                    try (Stream<Path> w = Files.walk(p)) {
                        w.sorted(java.util.Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
                    }
                }
            }
        }
    }

    /** Every path under dir with its size (-1 for a directory). */
    static Map<String, Long> listing(Path dir) throws IOException {
        Map<String, Long> m = new TreeMap<>();
        if (!Files.exists(dir)) {
            return m;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.toList()) {
                m.put(dir.relativize(p).toString(), Files.isDirectory(p) ? -1 : Files.size(p));
            }
        }
        return m;
    }

    static List<Row> rows(java.util.function.Predicate<String> mode) throws IOException {
        List<Row> rows = new ArrayList<>();
        String text;
        try (InputStream in = BadInputTableIT.class.getResourceAsStream("/bad-input.rows")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String m = "";
            if (line.startsWith("jar:") || line.startsWith("long:")) {
                m = line.substring(0, line.indexOf(':'));
                line = line.substring(m.length() + 1);
            }
            String[] cols = line.split("\\s*\\|\\s*");
            if (cols.length != 3) {
                throw new IllegalStateException("bad-input.rows line " + (i + 1) + ": expected ARGS | EXIT | FRAGMENT");
            }
            if (mode.test(m)) {
                rows.add(new Row(i + 1, m, words(expand(cols[0])), Integer.parseInt(cols[1]), expand(cols[2])));
            }
        }
        return rows;
    }

    private static String expand(String s) {
        Path h2 = Path.of(System.getProperty("compare.otherH2", "none"));
        return s.replace("$EMPTYJSON", t.resolve("empty.json").toString())
                .replace("$EMPTYBASE", t.resolve("emptybase").toString())
                .replace("$EMPTY", t.resolve("empty").toString())
                .replace("$BADJSON", t.resolve("bad.json").toString())
                .replace("$NOJMH", t.resolve("nojmh").toString())
                .replace("$NOTJAR", t.resolve("notajar.jar").toString())
                .replace("$JAVA11", t.resolve("java11").toString())
                .replace("$HANG", t.resolve("hang").toString())
                .replace("$JUNK", t.resolve("junk").toString())
                .replace("$FILE", t.resolve("file").toString())
                .replace("$RO", t.resolve("ro").toString())
                .replace("$H2JAR", Files.isRegularFile(h2) ? h2.toString() : "$H2JAR")
                .replace("$R", t.resolve("results").toString())
                .replace("$D", t.resolve("scratch").toString())
                .replace("$T", t.toString());
    }

    /** Words split on spaces; "" is an empty argument. */
    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.trim().split("\\s+")) {
            out.add(w.equals("\"\"") ? "" : w);
        }
        return out;
    }
}
