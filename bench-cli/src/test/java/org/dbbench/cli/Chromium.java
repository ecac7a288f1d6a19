package org.dbbench.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Headless Chromium (Debian's {@code chromium}, installed by .ci/run) for checking the HTML report
 * as a browser shows it. Each call gets a new empty profile and every background service is off, so
 * it reaches for no network. Without Chromium a test is skipped, except on CI (CI=true) where it fails.
 */
final class Chromium {
    private static final List<String> NAMES = List.of("chromium", "chromium-browser");

    private Chromium() {
    }

    /** The browser, or the test is skipped (fails on CI). */
    static Path require() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : NAMES) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        String why = "no chromium on PATH (apt-get install -y chromium)";
        if ("true".equals(System.getenv("CI"))) {
            Assertions.fail(why + ": CI must install it");
        }
        Assumptions.abort(why + "; HTML check skipped");
        return null;
    }

    /** The page's DOM after it loaded and its scripts ran. */
    static String dumpDom(Path browser, Path html) throws IOException, InterruptedException {
        return run(browser, List.of("--virtual-time-budget=5000", "--dump-dom", html.toUri().toString()), null);
    }

    /** A PNG of the page as a reader sees it, {@code width} x {@code height} pixels. */
    static void screenshot(Path browser, Path html, Path png, int width, int height)
            throws IOException, InterruptedException {
        run(browser, List.of("--virtual-time-budget=5000", "--hide-scrollbars", "--window-size=" + width + "," + height,
                "--screenshot=" + png.toAbsolutePath(), html.toUri().toString()), png);
    }

    private static String run(Path browser, List<String> args, Path expectedFile) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("chromium-profile-");
        Path out = Files.createTempFile("chromium-out", ".txt");
        Path err = Files.createTempFile("chromium-err", ".txt");
        try {
            List<String> cmd = new ArrayList<>(List.of(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--user-data-dir=" + profile));
            cmd.addAll(args);
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (!p.waitFor(90, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                Assertions.fail("chromium did not finish in 90 s: " + Files.readString(err));
            }
            String stdout = Files.readString(out, StandardCharsets.UTF_8);
            if (p.exitValue() != 0 || (expectedFile != null && !Files.exists(expectedFile))) {
                Assertions.fail("chromium exit " + p.exitValue() + ": " + Files.readString(err, StandardCharsets.UTF_8));
            }
            return stdout;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            try (Stream<Path> s = Files.walk(profile)) {
                s.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
