package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.dbbench.core.testing.ClockRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report loaded in headless Chromium: every table is in the page, every chart image
 * decoded (the page marks each figure data-rendered="yes" once its image has a size), and a
 * screenshot shows more than a blank page. The screenshot is kept as target/report-screenshot.png
 * for a person to look at.
 */
class ReportHtmlChromiumTest {

    @TempDir
    Path tmp;

    @Test
    void htmlReportRendersItsTablesAndChartsInChromium() throws Exception {
        Path browser = Chromium.require();
        List<Path> bundles = ClockRuns.twoMachines(tmp.resolve("results"));
        Path html = tmp.resolve("report.html");
        InProcess.Result r = InProcess.run("report", bundles.get(0).toString(), bundles.get(1).toString(),
                "--format", "html", "--out", html.toString());
        assertEquals(0, r.exit(), r.err());

        String dom = Chromium.dumpDom(browser, html);
        assertTrue(dom.contains("<h1>dbbench report: clock, 2 machines, 2 runs</h1>"), dom);
        assertEquals(1, count(dom, "<table class=\"machines\""));
        assertEquals(1, count(dom, "<table class=\"result\""));
        assertTrue(dom.contains("xfs nvme0n1 JDK 25.0.1"), "the second machine's column");
        assertEquals(2, count(dom, "<figure class=\"chart\""), "two charts");
        assertEquals(2, count(dom, "data-rendered=\"yes\""), "both chart images decoded: " + figures(dom));
        assertFalse(dom.contains("data-rendered=\"no\""));
        assertTrue(dom.contains("How to read this"));

        Path shot = tmp.resolve("report.png");
        Chromium.screenshot(browser, html, shot, 1200, 2600);
        BufferedImage img = ImageIO.read(shot.toFile());
        assertEquals(1200, img.getWidth());
        assertTrue(colours(img) > 50, "the page shows text and charts, not a blank page");
        Files.createDirectories(Path.of("target"));
        Files.copy(shot, Path.of("target/report-screenshot.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.copy(html, Path.of("target/report-sample.html"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** A small real --waits sweep (bench-threeen1's test bundle): scaling with knee and peak, shares. */
    static final Path WAITS_BUNDLE = Path.of("../bench-threeen1/src/test/resources/bundles/threeen1-waits-1-8");

    @Test
    void scalingAndWaitChartsOfARealBundleRenderInChromium() throws Exception {
        Path browser = Chromium.require();
        Path html = tmp.resolve("scaling.html");
        InProcess.Result r = InProcess.run("report", WAITS_BUNDLE.toString(), "--format", "html", "--out",
                html.toString());
        assertEquals(0, r.exit(), r.err());

        String dom = Chromium.dumpDom(browser, html);
        for (String id : List.of("chart-threeen1-threeen1-seconds-1-20000-relaxed",
                "chart-threeen1-threeen1-scaling-1-20000-relaxed", "chart-threeen1-threeen1-waits-all-h2-mvstore-tuned",
                "chart-threeen1-threeen1-waits-all-memory-tuned")) {
            assertTrue(Pattern.compile("<figure class=\"chart\" id=\"" + id + "\"[^>]*data-rendered=\"yes\"")
                    .matcher(dom).find(), id + " drew: " + figures(dom));
        }
        assertFalse(dom.contains("data-rendered=\"no\""));
        assertTrue(dom.contains("Where the workers' time goes, per point (text form of the chart)"), "the numbers"
                + " behind the stacked chart are in the page too");
        Files.createDirectories(Path.of("target"));
        Files.copy(html, Path.of("target/report-scaling-sample.html"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static String figures(String dom) {
        return Pattern.compile("<figure[^>]*>").matcher(dom).results().map(m -> m.group()).toList().toString();
    }

    private static int count(String s, String needle) {
        return s.split(Pattern.quote(needle), -1).length - 1;
    }

    private static int colours(BufferedImage img) {
        Set<Integer> c = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 4) {
            for (int x = 0; x < img.getWidth(); x += 4) {
                c.add(img.getRGB(x, y));
            }
        }
        return c.size();
    }
}
