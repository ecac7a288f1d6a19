package org.dbbench.core.bundle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.SuiteInfo;
import org.dbbench.core.WritableDir;
import org.dbbench.core.env.Environment;

/**
 * A results bundle: {@code <root>/<yyyyMMdd-HHmmss>-<host>-<command>/} holding jmh.json (JMH's own
 * JSON), env.json, config.json and summary.txt. It is assembled in a hidden temporary directory next
 * to its final place and renamed into place, so a crash never leaves a half bundle that looks whole.
 */
public final class ResultBundle {
    public static final String JMH_JSON = "jmh.json";
    public static final String ENV_JSON = "env.json";
    public static final String CONFIG_JSON = "config.json";
    public static final String SUMMARY_TXT = "summary.txt";
    /** Version of the bundle layout; a reader refuses bundles newer than it knows. */
    public static final int FORMAT = 1;

    /** Refuse to start a run whose results could not be written; a full disk is refused too. */
    public static final long MIN_FREE_BYTES = 1L << 20;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private ResultBundle() {
    }

    /**
     * Checks, before anything runs, that a bundle can be written under {@code root}. Creates nothing.
     *
     * @throws BadInputException naming the directory and what is wrong
     */
    public static void checkWritable(Path root) {
        WritableDir.check("--results-dir", root, MIN_FREE_BYTES, "a results bundle");
    }

    /**
     * Writes a bundle and returns its directory.
     *
     * @param jmhJson JMH's JSON result file, copied as it is (may be null when nothing was measured)
     * @throws BadInputException when the disk refuses (full, read-only); nothing is left behind then
     */
    public static Path write(Path root, String command, Environment env, Map<String, Object> config,
            Path jmhJson, String summary) {
        return write(root, command, env, config, jmhJson, summary, Map.of());
    }

    /**
     * Writes a bundle with more files than the four: {@code extra} maps a path inside the bundle (such
     * as "rounds/01-A/jmh.json", "profiles/run-1.jfr") to the file copied there. They are in place, and
     * synced, before the bundle is renamed into place, so they are there whole or the bundle is not.
     */
    public static Path write(Path root, String command, Environment env, Map<String, Object> config,
            Path jmhJson, String summary, Map<String, Path> extra) {
        String name = LocalDateTime.now().format(STAMP) + "-" + safe(env.host()) + "-" + safe(command);
        Path tmp = null;
        try {
            Files.createDirectories(root);
            tmp = Files.createTempDirectory(root, "." + name + ".partial-");
            if (jmhJson != null) {
                Files.copy(jmhJson, tmp.resolve(JMH_JSON));
                fsync(tmp.resolve(JMH_JSON));
            }
            writeText(tmp.resolve(ENV_JSON), Json.write(env.sections()));
            Map<String, Object> cfg = new LinkedHashMap<>();
            cfg.put("bundleFormat", FORMAT);
            cfg.put("suiteVersion", SuiteInfo.version());
            cfg.put("gitCommit", SuiteInfo.gitCommit());
            cfg.put("command", command);
            cfg.putAll(config);
            writeText(tmp.resolve(CONFIG_JSON), Json.write(cfg));
            writeText(tmp.resolve(SUMMARY_TXT), summary.endsWith("\n") ? summary : summary + "\n");
            for (Map.Entry<String, Path> e : extra.entrySet()) {
                Path inside = tmp.toAbsolutePath().normalize(); // a root given as "x/." holds the bundle too
                Path target = inside.resolve(e.getKey()).normalize();
                if (!target.startsWith(inside)) {
                    throw new IllegalArgumentException("bundle file outside the bundle: " + e.getKey());
                }
                Files.createDirectories(target.getParent());
                Files.copy(e.getValue(), target);
                fsync(target);
            }
            try (Stream<Path> dirs = Files.walk(tmp)) {
                for (Path d : dirs.filter(Files::isDirectory).toList()) {
                    fsync(d); // the new entries of every directory made for them, the bundle's own last
                }
            }
            fsync(tmp);
            Path target = rename(tmp, root, name);
            fsync(root);
            return target;
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw new BadInputException("cannot write results under " + root + ": " + describe(e)
                    + "; nothing was kept", e);
        }
    }

    /**
     * The files under {@code dir} keyed by their path relative to it, for {@link #write}'s extra files
     * (a study whose forks leave files of their own lays them out there as in the bundle); empty when
     * {@code dir} is null or missing.
     */
    public static Map<String, Path> filesUnder(Path dir) {
        Map<String, Path> files = new TreeMap<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return files;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.filter(Files::isRegularFile).forEach(f -> files.put(dir.relativize(f).toString(), f));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        return files;
    }

    private static Path rename(Path tmp, Path root, String name) throws IOException {
        for (int n = 1; ; n++) {
            Path target = root.resolve(n == 1 ? name : name + "-" + n);
            try {
                return Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException e) {
                // a run finished in the same second: take the next suffix
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("file system cannot rename atomically", e);
            } catch (IOException e) {
                if (!Files.exists(target)) {
                    throw e;
                }
            }
        }
    }

    private static void writeText(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
        fsync(file);
    }

    /** Data and directory entries reach the disk before the bundle becomes visible. */
    private static void fsync(Path p) throws IOException {
        boolean dir = Files.isDirectory(p);
        try (FileChannel ch = FileChannel.open(p, dir ? StandardOpenOption.READ : StandardOpenOption.WRITE)) {
            ch.force(true);
        } catch (IOException e) {
            if (!dir) {
                throw e;
            }
            // some file systems refuse to open directories for sync; the data files are synced already
        }
    }

    static String safe(String s) {
        String cleaned = s == null ? "" : s.replaceAll("[^A-Za-z0-9._-]", "_");
        return cleaned.isEmpty() ? "unknown" : cleaned;
    }

    private static String describe(IOException e) {
        String msg = e.getMessage();
        return e.getClass().getSimpleName() + (msg == null ? "" : " " + msg);
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException ignored) {
            // best effort: the name still says ".partial"
        }
    }
}
