package org.dbbench.core.bundle;

import java.io.IOException;
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
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.SuiteInfo;
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
        Path abs = root.toAbsolutePath().normalize();
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new BadInputException("--results-dir " + root + " is not a directory; give a directory"
                    + " (it is created if missing)");
        }
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
            throw new BadInputException("--results-dir " + root + " is not writable"
                    + (existing == null ? "" : " (" + existing + " refuses writes)")
                    + "; give a directory you can write to");
        }
        long free = freeBytes(existing);
        if (free >= 0 && free < MIN_FREE_BYTES) {
            throw new BadInputException("--results-dir " + root + " is on a full file system (" + free
                    + " bytes free, at least " + MIN_FREE_BYTES + " needed); free space or choose another");
        }
    }

    /**
     * Writes a bundle and returns its directory.
     *
     * @param jmhJson JMH's JSON result file, copied as it is (may be null when nothing was measured)
     * @throws BadInputException when the disk refuses (full, read-only); nothing is left behind then
     */
    public static Path write(Path root, String command, Environment env, Map<String, Object> config,
            Path jmhJson, String summary) {
        return write(root, command, env, config, jmhJson, summary, null);
    }

    /**
     * Writes a bundle that also holds a study's own files: everything under {@code extras} (e.g.
     * {@code hlog/<case>.hlog}) is copied into the bundle at the same relative path, synced, before the
     * bundle is renamed into place, so those files are there whole or the bundle is not there at all.
     *
     * @param extras a directory of files to add (may be null or missing: nothing is added)
     */
    public static Path write(Path root, String command, Environment env, Map<String, Object> config,
            Path jmhJson, String summary, Path extras) {
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
            copyExtras(extras, tmp);
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

    private static void copyExtras(Path extras, Path bundle) throws IOException {
        if (extras == null || !Files.isDirectory(extras)) {
            return;
        }
        try (Stream<Path> all = Files.walk(extras)) {
            for (Path p : all.sorted().toList()) {
                Path to = bundle.resolve(extras.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                    fsync(to);
                }
            }
        }
        try (Stream<Path> dirs = Files.walk(bundle)) {
            for (Path d : dirs.filter(Files::isDirectory).toList()) {
                fsync(d);
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

    private static long freeBytes(Path p) {
        try {
            return Files.getFileStore(p).getUsableSpace();
        } catch (IOException e) {
            return -1;
        }
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
