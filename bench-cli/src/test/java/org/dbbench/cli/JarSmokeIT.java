package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The jar as a user runs it, on every JDK 17+ installed here (17 and 25 on these machines). */
class JarSmokeIT {

    @TempDir
    Path tmp;

    static List<Jdk> jdks() {
        return Jdk.installed();
    }

    @ParameterizedTest
    @MethodSource("jdks")
    void versionNamesTheSuiteAndEveryEngine(Jdk jdk) throws Exception {
        Jar.Result r = Jar.run(jdk, "--version");
        assertEquals(0, r.exit(), r.all());
        for (String name : new String[] {"dbbench", "git commit", "JMH", "Apache Derby", "H2", "Chronicle Map",
            "Berkeley DB JE", "lmdbjava", "RocksDB", "Xodus", "JVM"}) {
            assertTrue(r.out().contains(name), name + " missing from:\n" + r.out());
        }
        assertTrue(r.out().contains(" " + jdk.feature()), "JVM line should show JDK " + jdk.feature() + ":\n" + r.out());
        assertTrue(r.err().isEmpty(), "stderr: " + r.err());
    }

    @ParameterizedTest
    @MethodSource("jdks")
    void envDescribesTheDataDirectorysStorage(Jdk jdk) throws Exception {
        Jar.Result r = Jar.run(jdk, "env", "--json", "--dir", tmp.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode env = Json.MAPPER.readTree(r.out());
        String fs = run("df", "--output=fstype", tmp.toString()).lines().skip(1).findFirst().orElseThrow().trim();
        assertEquals(fs, env.get("storage").get("fileSystem").asText());
        assertEquals(String.valueOf(jdk.feature()), env.get("jvm").get("version").asText().split("[.+-]")[0]);
        for (String section : new String[] {"os", "cpu", "memory", "jvm", "virtualization", "storage", "suite"}) {
            assertTrue(env.has(section), section);
        }
        // the native engines (LMDB, RocksDB) load from the shaded jar on this JDK
        env.get("threeen1Stores").fields().forEachRemaining(
                store -> assertEquals("available", store.getValue().asText(), store.getKey()));
        assertTrue(env.get("threeen1Stores").has("rocksdb") && env.get("threeen1Stores").has("lmdb"));
    }

    /** The text form prints the same facts on any JDK: checked on this one (env loads every native engine). */
    @Test
    void envTextShowsTheStorageFacts() throws Exception {
        Jar.Result text = Jar.run(Jdk.current(), "env", "--dir", tmp.toString());
        assertEquals(0, text.exit(), text.all());
        assertTrue(text.out().contains("writeCache") && text.out().contains("physicalSectorBytes"), text.out());
    }

    /** The one jar binds the native write paths with FFM on JDK 22+ and JNA before (its FFM classes
     *  are built at --release 22 and never loaded by JDK 17); an unknown mode lists which it uses. */
    @ParameterizedTest
    @MethodSource("jdks")
    void theJarBindsWithFfmOnJdk22AndJnaBefore(Jdk jdk) throws Exception {
        Jar.Result r = Jar.run(jdk, "logio", "--modes", "no-such-mode", "--dir", tmp.toString());
        assertEquals(2, r.exit(), r.all());
        String binding = jdk.feature() >= 22 ? "native binding: FFM (java.lang.foreign, JDK " + jdk.feature() + ")"
                : "native binding: JNA ";
        assertTrue(r.err().contains(binding), "expected '" + binding + "' in: " + r.err());
        assertTrue(r.err().contains("uring-write-fdatasync") && r.err().lines().count() == 1, r.err());
    }

    @ParameterizedTest
    @MethodSource("jdks")
    void jmhListHasTheBenchmarksOfEveryModule(Jdk jdk) throws Exception {
        Jar.Result r = Jar.run(jdk, "jmh", "-l");
        assertEquals(0, r.exit(), r.all());
        for (String name : ExpectedBenchmarks.NAMES) {
            assertTrue(r.out().contains(name), name + " missing from 'jmh -l':\n" + r.out());
        }
    }

    @ParameterizedTest
    @MethodSource("jdks")
    void aTinyRealJmhRunWritesAWholeBundle(Jdk jdk) throws Exception {
        Path results = tmp.resolve("results");
        Path own = tmp.resolve("own.json");
        Jar.Result r = Jar.run(jdk, "jmh", "--results-dir", results.toString(), "-f", "1", "-wi", "0", "-i", "1",
                "-r", "100ms", "-rf", "json", "-rff", own.toString(), "ClockBenchmark");
        assertEquals(0, r.exit(), r.all());
        List<Path> bundles = list(results);
        assertEquals(1, bundles.size(), bundles.toString());
        Path bundle = bundles.get(0);
        for (String f : new String[] {ResultBundle.JMH_JSON, ResultBundle.ENV_JSON, ResultBundle.CONFIG_JSON,
            ResultBundle.SUMMARY_TXT}) {
            assertTrue(Files.size(bundle.resolve(f)) > 0, f);
        }
        List<JmhRecord> records = JmhJson.read(bundle.resolve(ResultBundle.JMH_JSON));
        assertEquals(1, records.size());
        assertEquals("nanoTime", records.get(0).method());
        assertEquals(jdk.feature(), Integer.parseInt(records.get(0).jdkVersion().split("[.+-]")[0]));
        // a benchmark of the machine: the machine's sections, no study's (loading every engine costs a second)
        String env = Files.readString(bundle.resolve(ResultBundle.ENV_JSON));
        assertTrue(env.contains("\"storage\"") && !env.contains("threeen1Stores"), env);
        // -rf/-rff work as in JMH: the user's own copy is there too
        assertEquals(1, JmhJson.read(own).size());
        for (String line : Files.readAllLines(bundle.resolve(ResultBundle.SUMMARY_TXT))) {
            assertTrue(line.length() <= 72 || !line.strip().contains(" "), "summary line over 72 columns: " + line);
        }
        assertTrue(r.out().contains("results: " + bundle), r.out());
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 5, unit = java.util.concurrent.TimeUnit.MINUTES)
    void everyCommandHasHelpAndVersion() throws Exception {
        Jar.Result root = Jar.run(Jdk.current(), "--help");
        assertEquals(0, root.exit(), root.all());
        List<String> commands = root.out().lines().dropWhile(l -> !l.startsWith("Commands:")).skip(1)
                .filter(l -> l.startsWith("  ") && !l.startsWith("   ")).map(l -> l.trim().split("\\s+")[0])
                .filter(c -> !c.equals("help")).toList();
        assertTrue(commands.containsAll(List.of("env", "jmh")), commands.toString());
        // the root --help above went through java -jar; each command's --help and --version run in one JVM
        // on the same jar (its own class loader, as java -jar loads it): ~20 JVM starts fewer
        try (ShadedJarInProcess jar = new ShadedJarInProcess(Jar.JAR)) {
            for (String c : commands) {
                Jar.Result help = jar.run(c, "--help");
                assertEquals(0, help.exit(), c + ": " + help.all());
                assertTrue(help.out().startsWith("Usage: bench " + c), c + ": " + help.out());
                assertTrue(help.out().contains("--version"), c);
                Jar.Result version = jar.run(c, "--version");
                assertEquals(0, version.exit(), c + ": " + version.all());
                assertTrue(version.out().contains("JMH"), c + ": " + version.out());
            }
        }
    }

    static List<Path> list(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return new ArrayList<>(s.sorted().toList());
        }
    }

    static String run(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        return out;
    }
}
