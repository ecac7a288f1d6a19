package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/dir-fsyncs as a reader reruns it, with real strace and the real jar, on two stores that
 * differ in the one thing it judges: h2 creates its file and never fsyncs a directory (posix undoes
 * it, ext4 keeps it), SQLite fsyncs the directory after creating its journal and WAL (both keep
 * every entry). About 10 s; nothing is left in --data-dir.
 */
class DirFsyncsIT {
    static final PythonScript SCRIPT = new PythonScript("dir-fsyncs");
    /** "| h2 | 40 | 0 (none) | 1 | store/h2.mv.db | undoes 1 of 1 entries | keeps every entry |" */
    private static final Pattern ROW = Pattern.compile("(?m)^\\| ([\\w-]+) \\| (\\d+) \\| (\\d+) \\(([^)]*)\\) \\| (\\d+) \\| ([^|]*) \\| ([^|]*) \\| ([^|]*) \\|$");

    @TempDir
    Path dir;

    @Test
    void aStoreWithoutADirectoryFsyncIsUndoneUnderPosixOnlyAndOneWithItIsKept() throws Exception {
        SCRIPT.assumeInstalled("strace");
        Path scratch = Files.createDirectory(dir.resolve("scratch"));
        Path raw = dir.resolve("raw");
        PythonScript.Run r = SCRIPT.run("--stores", "h2,sqlite", "--acks", "40", "--to", "500", "--data-dir", scratch.toString(),
                "--raw", raw.toString(), "--jar", Jar.JAR.toAbsolutePath().toString());
        assertEquals(0, r.exit(), r.all());
        Matcher m = ROW.matcher(r.out());
        List<String> stores = new ArrayList<>();
        while (m.find()) {
            stores.add(m.group(1));
            assertEquals("40", m.group(2), m.group());
            if (m.group(1).equals("h2")) {
                assertEquals("0", m.group(3), m.group());
                assertEquals("store/h2.mv.db", m.group(6).strip(), m.group());
                assertEquals("undoes 1 of 1 entries", m.group(7).strip(), m.group());
                assertEquals("keeps every entry", m.group(8).strip(), m.group());
            } else {
                assertTrue(Integer.parseInt(m.group(3)) >= 1 && m.group(4).startsWith("store x"), m.group());
                assertEquals("-", m.group(6).strip(), m.group());
                assertEquals("keeps every entry", m.group(7).strip(), m.group());
            }
        }
        assertEquals(List.of("h2", "sqlite"), stores, r.out());
        String h2 = Files.readString(raw.resolve("h2.txt"));
        assertTrue(h2.contains("directory fsyncs: 0") && h2.contains("\"$STORE/h2.mv.db\", O_RDWR|O_CREAT"), h2);
        String sqlite = Files.readString(raw.resolve("sqlite.txt"));
        assertTrue(sqlite.contains("<$STORE>) = 0"), "sqlite's directory fsync lines: " + sqlite);
        assertTrue(Files.size(raw.resolve("sqlite.strace.gz")) > 0);
        assertEquals(List.of(), list(scratch), "dir-fsyncs left its scratch behind");
    }

    @Test
    void badInputIsOneLineExit2AndWritesNothing() throws Exception {
        SCRIPT.assumeInstalled();
        String[][] bad = {{"--stores", "mongo"}, {"--to", "1"}, {"--to", "four"}, {"--workers", "0"},
            {"--acks", "0"}, {"--durability", "sometimes"}, {"--data-dir", dir.resolve("absent").toString()}};
        for (String[] args : bad) {
            List<String> all = new ArrayList<>(List.of("--raw", dir.resolve("raw").toString()));
            all.addAll(List.of(args));
            PythonScript.Run r = SCRIPT.run(all.toArray(new String[0]));
            assertEquals(2, r.exit(), r.all());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains(args[args.length - 1]), "names the bad value: " + r.err());
            assertEquals(List.of(), list(dir));
        }
    }




    private static List<Path> list(Path d) throws Exception {
        try (Stream<Path> s = Files.list(d)) {
            return s.toList();
        }
    }
}
