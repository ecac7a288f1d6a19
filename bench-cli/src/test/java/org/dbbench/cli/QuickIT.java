package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench quick} from the jar, as a newcomer runs it: both studies' summaries, a bundle each,
 * their paths at the end, no scratch left behind. Then the two bundles as one HTML report, loaded in
 * headless Chromium with every study chart drawn.
 */
// about a minute idle: mvn verify -Plong
@Tag("long")
class QuickIT {
    @TempDir
    Path tmp;

    @Test
    void quickRunsBothStudiesAndTheirReportRendersInChromium() throws Exception {
        Path results = tmp.resolve("results");
        Jar.Result r = JarProcess.run(Jdk.current(), tmp.resolve("jvm-tmp"), tmp, "quick", "--results-dir", results.toString());
        assertEquals(0, r.exit(), r.all());
        String out = r.out();
        assertTrue(out.contains("== bench logio --quick"), out);
        assertTrue(out.contains("== bench threeen1 --quick"), out);
        assertTrue(out.contains("Buffer-Size(K)"), "logio's table in the output");
        assertTrue(out.contains("3n+1 1..10,000"), "threeen1's table in the output");
        assertTrue(out.contains("bench quick: a first look at both studies, about "), "the header with the ETA: " + out);
        assertTrue(out.contains("machine: "), "the machine in one line: " + out);
        assertFalse(out.contains("# JMH version") || out.contains("# Fork:"), "JMH's own output is in console.log");
        assertTrue(out.contains("The full runs") && out.contains("bench logio --dir DIR")
                && out.contains("bench threeen1 --data-dir DIR"), "the full runs and their ETA: " + out);
        assertFalse(out.contains("INVALID"), "every store's answer is checked right: " + out);
        assertTrue(out.lines().count() <= 150, "a first look fits 150 lines: " + out.lines().count());
        Matcher done = Pattern.compile("bench quick: done in \\d+ min \\d+ s; logio ok, threeen1 ok").matcher(out);
        assertTrue(done.find(), out);
        List<Path> bundles;
        try (Stream<Path> s = Files.list(results)) {
            bundles = s.sorted().toList();
        }
        assertEquals(2, bundles.size(), "two bundles and no scratch directory left: " + bundles);
        for (Path b : bundles) {
            assertTrue(Files.exists(b.resolve("jmh.json")), b.toString());
            assertTrue(Files.readString(b.resolve("console.log")).contains("# JMH version"), "JMH's output kept: " + b);
            assertTrue(out.contains("  results: " + b), "path of " + b + " in the recap");
        }
        assertTrue(bundles.get(0).getFileName().toString().endsWith("-logio"));
        assertTrue(bundles.get(1).getFileName().toString().endsWith("-threeen1"));

        Path html = tmp.resolve("quick.html");
        Jar.Result report = JarProcess.run(Jdk.current(), tmp.resolve("jvm-tmp"), tmp, "report", results.toString(),
                "--format", "html", "--out", html.toString());
        assertEquals(0, report.exit(), report.all());
        Path browser = Chromium.require();
        String dom = Chromium.dumpDom(browser, html);
        assertTrue(dom.contains("id=\"study-logio\"") && dom.contains("id=\"study-threeen1\""), "both studies");
        int figures = count(dom, "<figure class=\"chart\"");
        assertTrue(figures >= 2, "charts of both studies: " + figures);
        assertEquals(figures, count(dom, "data-rendered=\"yes\""), "every chart decoded");
        assertFalse(dom.contains("data-rendered=\"no\""));
    }

    private static int count(String s, String needle) {
        return s.split(Pattern.quote(needle), -1).length - 1;
    }
}
