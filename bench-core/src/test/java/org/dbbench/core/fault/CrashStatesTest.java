package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scripted operation logs and the exact directories each state kind makes of them under each model. */
class CrashStatesTest {
    private static final String X = "x".repeat(1024), Y = "y".repeat(1024), Z = "z".repeat(1024), HOLE = "\0".repeat(1024);

    @TempDir
    Path dir;

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A file "log" that holds a synced X, then two unsynced writes (Y, Z) and a new file "new" never made durable. */
    private CrashStates appendLog() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot"));
        if (!Files.exists(snapshot.resolve("log"))) Files.createFile(snapshot.resolve("log"));
        return CrashStates.of(snapshot, List.of(
                new CrashOp.Bind(1, "/log"),
                new CrashOp.Write(1, 0, bytes(X)),
                new CrashOp.FileSync(1),
                new CrashOp.Write(1, 1024, bytes(Y)),
                new CrashOp.Write(1, 2048, bytes(Z)),
                new CrashOp.Create("/new", false),
                new CrashOp.Bind(2, "/new"),
                new CrashOp.Write(2, 0, bytes("n"))));
    }

    private int made;

    /** The state as a map from relative path to content ("<dir>" for a directory). */
    private Map<String, String> tree(CrashState state) throws IOException {
        Path target = dir.resolve("state-" + (made++));
        state.materialise(target);
        Map<String, String> tree = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(target)) {
            for (Path p : walk.filter(p -> !p.equals(target)).toList()) {
                tree.put(target.relativize(p).toString(), Files.isDirectory(p) ? "<dir>"
                        : new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1));
            }
        }
        return tree;
    }

    private Set<Map<String, String>> outcomes(CrashStates states, MetadataModel model, int index) throws IOException {
        Set<Map<String, String>> seen = new HashSet<>();
        for (long seed = 1; seed <= 40; seed++) seen.add(tree(states.state(model, seed, index)));
        return seen;
    }

    @Test
    void theBaseStateLosesEverythingNotSynced() throws IOException {
        CrashStates states = appendLog();
        for (MetadataModel model : MetadataModel.values()) {
            assertEquals(Map.of("log", X), tree(states.state(model, 1, 0)), model.label());
            assertEquals(4, states.pendingCount(model), "two writes to log, the create of new and its write");
        }
        assertEquals("base state 0 under posix: all 4 pending operations lost", states.state(MetadataModel.POSIX, 1, 0).describe());
    }

    @Test
    void aPrefixStateKeepsThePendingOperationsInIssueOrderUpToAPoint() throws IOException {
        assertEquals(Set.of(
                Map.of("log", X + Y),
                Map.of("log", X + Y + Z),
                Map.of("log", X + Y + Z, "new", ""),
                Map.of("log", X + Y + Z, "new", "n")), outcomes(appendLog(), MetadataModel.POSIX, 1));
    }

    @Test
    void aReorderedStateKeepsAnySubsetSoALaterWriteCanSurviveAnEarlierOne() throws IOException {
        Set<Map<String, String>> seen = outcomes(appendLog(), MetadataModel.POSIX, 2);
        assertTrue(seen.contains(Map.of("log", X + HOLE + Z)), "Z without Y: " + seen);
        assertTrue(seen.contains(Map.of("log", X)), "nothing kept: " + seen);
        for (Map<String, String> state : seen) {
            String log = state.get("log");
            assertTrue(List.of(X, X + Y, X + HOLE + Z, X + Y + Z).contains(log), "only whole writes: " + state);
            assertFalse(state.containsKey("new") && !state.get("new").isEmpty() && !state.get("new").equals("n"));
        }
    }

    @Test
    void aTornStateKeepsOneWriteUpToASectorBoundaryAndNothingElse() throws IOException {
        CrashStates states = appendLog();
        // the 1-byte write to "new" has no boundary inside; each 1024-byte write tears at its one inner boundary
        assertEquals(Set.of(
                Map.of("log", X + Y.substring(0, 512)),
                Map.of("log", X + HOLE + Z.substring(0, 512))), outcomes(states, MetadataModel.POSIX, 3));
        CrashState torn = states.state(MetadataModel.POSIX, 5, 3);
        assertTrue(torn.describe().matches("torn state 3 under posix \\(seed 5\\): #[45] write 1024 B at (1024|2048) of /log"
                + " kept its first 512 B; the other 3 pending lost"), torn.describe());
    }

    @Test
    void underExt4AnAppendMayLeaveItsSizeWithoutItsData() throws IOException {
        Set<Map<String, String>> ext4 = new HashSet<>(outcomes(appendLog(), MetadataModel.EXT4, 2));
        assertTrue(ext4.contains(Map.of("log", X + HOLE)) || ext4.contains(Map.of("log", X + HOLE + HOLE)), "zeros: " + ext4);
        for (Map<String, String> state : outcomes(appendLog(), MetadataModel.POSIX, 2)) {
            assertFalse(state.get("log").endsWith(HOLE), "posix never keeps a size without its data: " + state);
        }
    }

    /** A new file, written and fsynced, whose directory is never fsynced. */
    private CrashStates fsyncedFileInUnsyncedDirectory() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot2"));
        return CrashStates.of(snapshot, List.of(
                new CrashOp.Create("/f", false),
                new CrashOp.Bind(1, "/f"),
                new CrashOp.Write(1, 0, bytes("data")),
                new CrashOp.FileSync(1)));
    }

    @Test
    void aFilesFsyncPersistsItsEntryUnderExt4ButNotUnderPosix() throws IOException {
        CrashStates states = fsyncedFileInUnsyncedDirectory();
        assertEquals(Map.of(), tree(states.state(MetadataModel.POSIX, 1, 0)));
        assertEquals(Map.of("f", "data"), tree(states.state(MetadataModel.EXT4, 1, 0)));
    }

    @Test
    void replaceByRenameFlushesTheDataUnderExt4Only() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot3"));
        Files.writeString(snapshot.resolve("db"), "old");
        CrashStates states = CrashStates.of(snapshot, List.of(
                new CrashOp.Create("/db.tmp", false),
                new CrashOp.Bind(1, "/db.tmp"),
                new CrashOp.Write(1, 0, bytes("new")),
                new CrashOp.Rename("/db.tmp", "/db"),
                new CrashOp.DirectorySync("/")));
        assertEquals(Map.of("db", ""), tree(states.state(MetadataModel.POSIX, 1, 0)), "ALICE's classic: the rename without the data");
        assertEquals(Map.of("db", "new"), tree(states.state(MetadataModel.EXT4, 1, 0)));
    }

    @Test
    void aDirectoryIsFollowedByIdentityNotByPath() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot4"));
        Files.createDirectory(snapshot.resolve("a"));
        CrashStates states = CrashStates.of(snapshot, List.of(
                new CrashOp.Rename("/a", "/b"),
                new CrashOp.Create("/b/f", false),
                new CrashOp.Bind(1, "/b/f"),
                new CrashOp.Write(1, 0, bytes("kept")),
                new CrashOp.FileSync(1),
                new CrashOp.DirectorySync("/b")));
        // the fsync of /b settles f in that directory; the rename itself waits for the root, never fsynced
        assertEquals(Map.of("a", "<dir>", "a/f", "kept"), tree(states.state(MetadataModel.POSIX, 1, 0)));
        assertEquals(Map.of("b", "<dir>", "b/f", "kept"), tree(states.state(MetadataModel.EXT4, 1, 0)));
    }

    @Test
    void aStateIsRebuiltExactlyFromItsLogSeedAndIndexAndOwnsItsCopy() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot5"));
        Files.createFile(snapshot.resolve("log"));
        Path logFile = dir.resolve("ops.log");
        List<CrashOp> ops = new ArrayList<>();
        ops.add(new CrashOp.Bind(1, "/log"));
        for (int i = 0; i < 30; i++) ops.add(new CrashOp.Write(1, i * 700L, bytes(String.valueOf((char) ('a' + i % 26)).repeat(700))));
        try (CrashOpLog log = CrashOpLog.create(logFile)) {
            for (CrashOp op : ops) log.append(op);
        }
        CrashStates fromFile = CrashStates.load(snapshot, logFile);
        for (int index = 0; index < 7; index++) {
            CrashState first = fromFile.state(MetadataModel.EXT4, 99, index);
            CrashState again = CrashStates.load(snapshot, logFile).state(MetadataModel.EXT4, 99, index);
            assertEquals(first.describe(), again.describe());
            assertEquals(tree(first), tree(again), "state " + index);
        }
        Path one = dir.resolve("one");
        fromFile.state(MetadataModel.POSIX, 99, 1).materialise(one);
        Files.write(one.resolve("log"), bytes("the checker wrote here"));
        assertEquals(0, Files.size(snapshot.resolve("log")), "the snapshot is untouched");
        assertFalse(tree(fromFile.state(MetadataModel.POSIX, 99, 1)).get("log").startsWith("the checker"));
    }

    @Test
    void aDescriptionNamesTheShorterListOfKeptOrLostOperations() throws IOException {
        CrashStates states = appendLog();
        for (long seed = 1; seed <= 20; seed++) {
            String d = states.state(MetadataModel.POSIX, seed, 1).describe();
            assertTrue(d.matches("prefix state 1 under posix \\(seed " + seed + "\\): (kept #4 \\(1 of 4 pending\\), the other 3 lost"
                    + "|kept #4-#5 \\(2 of 4 pending\\), the other 2 lost|lost #8 \\(1 of 4 pending\\), the other 3 kept|all 4 pending kept)"), d);
        }
        assertEquals(Arrays.asList("#4 write 1024 B at 1024 of /log: lost", "#5 write 1024 B at 2048 of /log: lost",
                "#6 create /new: lost", "#8 write 1 B at 0 of /new: lost"),
                Arrays.asList(states.state(MetadataModel.POSIX, 1, 0).explain().split("\n")));
    }

    @Test
    void aLongListOfRunsIsCutToAFewAndTheReplayListHasEveryOperation() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot-many"));
        Files.createFile(snapshot.resolve("log"));
        List<CrashOp> ops = new ArrayList<>(List.of(new CrashOp.Bind(1, "/log")));
        for (int i = 0; i < 200; i++) ops.add(new CrashOp.Write(1, 1024L * i, bytes(X)));
        CrashStates states = CrashStates.of(snapshot, ops);
        int cut = 0;
        for (long seed = 1; seed <= 20; seed++) {
            CrashState reordered = states.state(MetadataModel.POSIX, seed, 2);
            String d = reordered.describe();
            long runs = java.util.regex.Pattern.compile("#\\d+(-#\\d+)?").matcher(d).results().count();
            assertTrue(runs <= StateDescription.MAX_RUNS, d);
            if (d.contains(" more runs (a replay lists every operation)")) cut++;
            assertEquals(200, reordered.explain().split("\n").length, "the full list names every pending write");
        }
        assertTrue(cut > 0, "200 writes kept or lost at random make more than 8 runs");
    }

    @Test
    void aZeroedRangeIsAPendingChangeLikeAWrite() throws IOException {
        Path snapshot = Files.createDirectories(dir.resolve("snapshot6"));
        Files.writeString(snapshot.resolve("f"), X + X);
        CrashStates states = CrashStates.of(snapshot, List.of(
                new CrashOp.Bind(1, "/f"),
                new CrashOp.Zero(1, 512, 1024, false),
                new CrashOp.Zero(1, 2048, 1024, true)));
        assertEquals(Map.of("f", X + X), tree(states.state(MetadataModel.POSIX, 1, 0)));
        assertEquals(Set.of(Map.of("f", X.substring(0, 512) + HOLE + X.substring(0, 512)),
                Map.of("f", X.substring(0, 512) + HOLE + X.substring(0, 512) + HOLE)), outcomes(states, MetadataModel.POSIX, 1));
    }
}
