package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.awt.image.BufferedImage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.dbbench.core.Json;
import org.dbbench.core.testing.ClockRuns;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench report} through the CLI in this JVM, over two real bundles, with the study report
 * found through ServiceLoader (ClockReport, registered in test resources).
 */
class ReportCommandTest {

    @TempDir
    static Path tmp;

    static List<Path> bundles;

    @BeforeAll
    static void twoBundles() throws Exception {
        bundles = ClockRuns.twoMachines(tmp.resolve("results"));
    }

    private static String[] report(String... extra) {
        List<String> args = new ArrayList<>(List.of("report"));
        bundles.forEach(b -> args.add(b.toString()));
        args.addAll(List.of(extra));
        return args.toArray(new String[0]);
    }

    @Test
    void everyFormatPutsBothMachinesSideBySide() throws Exception {
        String jdk = "JDK " + Runtime.version().toString().replaceAll("\\+.*", "");
        for (String format : List.of("text", "markdown", "csv", "json", "html")) {
            Path out = tmp.resolve("report." + format);
            InProcess.Result r = InProcess.run(report("--format", format, "--out", out.toString()));
            assertEquals(0, r.exit(), r.err());
            String text = Files.readString(out);
            assertTrue(text.contains("xfs nvme0n1 JDK 25.0.1"), format + ": " + text);
            assertTrue(text.contains(jdk), format);
            assertTrue(text.contains("nanoTime() latency (ns)"), format + " has the study's table");
            assertTrue(r.err().contains("report: " + out), r.err());
        }
        Files.readString(tmp.resolve("report.text")).lines()
                .forEach(l -> assertTrue(l.length() <= 72 || !l.strip().contains(" "), "wider than a mail: " + l));
        assertEquals(2, Json.MAPPER.readTree(tmp.resolve("report.json").toFile()).get("runs").size());
    }

    @Test
    void textGoesToStandardOutputByDefault() {
        InProcess.Result r = InProcess.run(report());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("dbbench report: clock, 2 machines, 2 runs"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void chartsAreWrittenAsPngAndSvgAndLinkedFromMarkdown() throws Exception {
        Path charts = tmp.resolve("charts");
        Path md = tmp.resolve("with-charts.md");
        InProcess.Result r = InProcess.run(report("--format", "markdown", "--out", md.toString(),
                "--charts", charts.toString()));
        assertEquals(0, r.exit(), r.err());
        try (Stream<Path> s = Files.list(charts)) {
            assertEquals(List.of("clock-median.png", "clock-median.svg", "clock-percentiles.png",
                    "clock-percentiles.svg"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        BufferedImage png = ImageIO.read(charts.resolve("clock-percentiles.png").toFile());
        assertTrue(png.getWidth() > 400 && png.getHeight() > 300);
        assertTrue(Files.readString(charts.resolve("clock-median.svg")).contains("<svg"));
        assertTrue(Files.readString(md).contains("](charts/clock-percentiles.svg)"), Files.readString(md));
    }

    @Test
    void mailIsAStandardMessageWithTheBundlesAttached() throws Exception {
        Path eml = tmp.resolve("report.eml");
        InProcess.Result r = InProcess.run(report("--mail", eml.toString(), "--to", "derby-dev@db.apache.org"));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("sendmail -t < " + eml), r.err());
        MimeMessage msg;
        try (InputStream in = Files.newInputStream(eml)) {
            msg = new MimeMessage(Session.getInstance(new Properties()), in);
        }
        assertTrue(msg.getSubject().startsWith("dbbench clock: "), msg.getSubject());
        assertTrue(msg.getSubject().contains("xfs on nvme0n1"), msg.getSubject());
        Multipart mixed = (Multipart) msg.getContent();
        String body = (String) mixed.getBodyPart(0).getContent();
        body.lines().forEach(l -> assertTrue(l.length() <= 72 || !l.strip().contains(" "), l));
        assertEquals(1 + 2 * 3, mixed.getCount(), "body and env/config/jmh of two bundles");
        String first = bundles.get(0).getFileName() + "-jmh.json";
        boolean found = false;
        for (int i = 1; i < mixed.getCount(); i++) {
            if (first.equals(mixed.getBodyPart(i).getFileName())) {
                try (InputStream in = mixed.getBodyPart(i).getInputStream()) {
                    assertEquals(Files.readString(bundles.get(0).resolve("jmh.json")), new String(in.readAllBytes(),
                            java.nio.charset.StandardCharsets.UTF_8));
                }
                found = true;
            }
        }
        assertTrue(found, first);
    }

    @Test
    void badInputIsOneLineExitTwoAndWritesNothing() throws Exception {
        Path bad = tmp.resolve("bad");
        Files.createDirectories(bad);
        Path truncated = Files.writeString(bad.resolve("cut.json"), "[{\"benchmark\": \"a.b\", ");
        Path notBundle = Files.createDirectories(bad.resolve("empty-dir"));
        Path newer = tmp.resolve("newer");
        copyTree(bundles.get(0), newer);
        Files.writeString(newer.resolve("config.json"),
                Files.readString(newer.resolve("config.json")).replace("\"bundleFormat\" : 1", "\"bundleFormat\" : 99"));
        Path out = tmp.resolve("never.html");
        Path charts = tmp.resolve("never-charts");
        Path eml = tmp.resolve("never.eml");
        String[][] cases = {
            {"report", "--out", out.toString()},
            {"report", truncated.toString(), "--out", out.toString()},
            {"report", notBundle.toString(), "--charts", charts.toString()},
            {"report", newer.toString(), "--mail", eml.toString()},
            {"report", bad.resolve("missing").toString()},
            {"report", bundles.get(0).toString(), "--format", "pdf", "--out", out.toString()},
            {"report", bundles.get(0).toString(), "--mail", eml.toString(), "--to", "no at sign"},
        };
        String[] expected = {"no inputs", "cut.json", "empty-dir", "format 99", "missing", "--format pdf", "--to no at sign"};
        for (int i = 0; i < cases.length; i++) {
            InProcess.Result r = InProcess.run(cases[i]);
            assertEquals(2, r.exit(), String.join(" ", cases[i]) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), "one line: " + r.err());
            assertTrue(r.err().startsWith("bench report: ") && r.err().contains(expected[i]), r.err());
            assertEquals("", r.out());
            assertFalse(Files.exists(out) || Files.exists(charts) || Files.exists(eml), "nothing written");
        }
    }

    @Test
    void anExistingOutputFileIsNeverReplaced() throws Exception {
        Path mine = Files.writeString(tmp.resolve("mine.txt"), "mine");
        InProcess.Result r = InProcess.run(report("--out", mine.toString()));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("already exists"), r.err());
        assertEquals("mine", Files.readString(mine));
    }

    private static void copyTree(Path from, Path to) throws Exception {
        Files.createDirectories(to);
        try (Stream<Path> s = Files.list(from)) {
            for (Path p : s.toList()) {
                Files.copy(p, to.resolve(p.getFileName()));
            }
        }
    }
}
