package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench report} from the jar over bundles of two real runs: ClockBenchmark run by the jar on
 * JDK 17 and on JDK 25 (two JDKs are what tells these runs apart), or, on a machine with one JDK, on
 * two temporary directories. Every format puts them side by side; the mail reads back. The runs and
 * one report of each kind (a good one, a bad input) go through {@code java -jar}; the other reports
 * run in one JVM on the same jar ({@link ShadedJarInProcess}), 8 JVM starts fewer.
 */
class ReportIT {
    @TempDir
    static Path tmp;

    static List<String> labels = new ArrayList<>();
    static Path results;
    static ShadedJarInProcess jar;

    @BeforeAll
    static void twoRealRuns() throws Exception {
        results = tmp.resolve("results");
        List<Jdk> jdks = Jdk.installed();
        Jdk first = jdks.get(0);
        Jdk second = jdks.get(jdks.size() - 1);
        int n = 0;
        for (Jdk jdk : List.of(first, second)) {
            Jar.Result r = JarProcess.run(jdk, tmp.resolve("jvm-tmp-" + n++), tmp, "jmh", "--results-dir",
                    results.toString(), "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms", "-bm", "sample", "ClockBenchmark");
            assertEquals(0, r.exit(), r.all());
        }
        if (first.feature() != second.feature()) {
            labels.add("JDK " + first.feature() + ".");
            labels.add("JDK " + second.feature() + ".");
        } else {
            // one JDK: the same machine twice (a data directory of its own does not make another machine)
            labels.add(" #1");
            labels.add(" #2");
        }
        jar = new ShadedJarInProcess(Jar.JAR);
    }

    @AfterAll
    static void unloadTheJar() throws Exception {
        if (jar != null) {
            jar.close();
        }
    }

    /** {@code bench report} in this JVM through the jar's own class loader. */
    private static Jar.Result bench(String... args) throws Exception {
        return jar.run(args);
    }

    /** {@code bench report} as a user runs it: a JVM of its own. */
    private static Jar.Result benchJavaJar(String... args) throws Exception {
        return JarProcess.run(Jdk.current(), tmp.resolve("jvm-tmp-report"), tmp, args);
    }

    @Test
    void everyFormatShowsBothRunsSideBySide() throws Exception {
        for (String format : List.of("text", "markdown", "csv", "json", "html")) {
            Path out = tmp.resolve("report." + format);
            String[] args = {"report", results.toString(), "--format", format, "--out", out.toString()};
            Jar.Result r = format.equals("text") ? benchJavaJar(args) : bench(args);
            assertEquals(0, r.exit(), r.all());
            String text = Files.readString(out);
            for (String label : labels) {
                assertTrue(text.contains(label), format + " lacks " + label + ":\n" + text);
            }
            assertTrue(text.contains("ClockBenchmark.nanoTime"), format);
        }
        String text = Files.readString(tmp.resolve("report.text"));
        int machines = labels.get(0).equals(" #1") ? 1 : 2;
        assertTrue(text.startsWith("dbbench report: JMH results, " + machines + (machines == 1 ? " machine" : " machines")
                + ", 2 runs"), text);
        text.lines().forEach(l -> assertTrue(l.length() <= 72 || !l.strip().contains(" "), l));
        String side = text.lines().filter(l -> l.startsWith("Benchmark (mode, unit)")).findFirst().orElseThrow();
        assertTrue(side.contains(labels.get(0)) && side.contains(labels.get(1)), "one row, a column per run: " + side);
    }

    @Test
    void mailFromTheJarReadsBackWithBothBundlesAttached() throws Exception {
        Path eml = tmp.resolve("report.eml");
        Jar.Result r = bench("report", results.toString(), "--mail", eml.toString(), "--to", "dev@example.org");
        assertEquals(0, r.exit(), r.all());
        MimeMessage msg;
        try (InputStream in = Files.newInputStream(eml)) {
            msg = new MimeMessage(Session.getInstance(new Properties()), in);
        }
        assertTrue(msg.getSubject().startsWith("dbbench JMH results: "), msg.getSubject());
        Multipart mixed = (Multipart) msg.getContent();
        assertEquals(7, mixed.getCount(), "body + env, config, jmh of two bundles");
        try (Stream<Path> s = Files.list(results)) {
            for (Path bundle : s.toList()) {
                boolean found = false;
                for (int i = 1; i < mixed.getCount(); i++) {
                    found |= (bundle.getFileName() + "-env.json").equals(mixed.getBodyPart(i).getFileName());
                }
                assertTrue(found, bundle.getFileName() + "-env.json attached");
            }
        }
    }

    @Test
    void badInputFromTheJarIsOneLineAndExitTwo() throws Exception {
        Path cut = Files.writeString(tmp.resolve("cut.json"), "[{\"benchmark\": ");
        Path notBundle = Files.createDirectories(tmp.resolve("just-a-dir"));
        for (String[] args : List.of(new String[] {"report"}, new String[] {"report", cut.toString()},
                new String[] {"report", notBundle.toString()}, new String[] {"report", results.toString(), "--format", "xml"})) {
            // the first through java -jar: the exit code a shell sees; the others in-process
            Jar.Result r = args.length == 1 ? benchJavaJar(args) : bench(args);
            assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.all());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("bench report: "), r.err());
            assertEquals("", r.out());
        }
        assertFalse(Files.exists(tmp.resolve("report.xml")));
    }
}
