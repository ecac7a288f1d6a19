package org.dbbench.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.env.Environment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.dbbench.core.testing.TinyFileSystem;

class ResultBundleTest {

    @TempDir
    Path tmp;

    @Test
    void bundleHoldsTheFourFilesUnderATimestampHostCommandName() throws Exception {
        Path jmh = Files.writeString(tmp.resolve("in.json"), "[]");
        Environment env = Environment.capture(tmp);
        Path root = tmp.resolve("results");
        Path bundle = ResultBundle.write(root, "logio", env, Map.of("sizes", List.of(8, 16)), jmh, "summary line");

        assertTrue(bundle.getFileName().toString().matches("\\d{8}-\\d{6}-.+-logio"), bundle.toString());
        assertEquals("[]", Files.readString(bundle.resolve(ResultBundle.JMH_JSON)));
        assertEquals("summary line\n", Files.readString(bundle.resolve(ResultBundle.SUMMARY_TXT)));
        JsonNode config = Json.MAPPER.readTree(bundle.resolve(ResultBundle.CONFIG_JSON).toFile());
        assertEquals(ResultBundle.FORMAT, config.get("bundleFormat").asInt());
        assertEquals("logio", config.get("command").asText());
        assertEquals(16, config.get("sizes").get(1).asInt());
        JsonNode envJson = Json.MAPPER.readTree(bundle.resolve(ResultBundle.ENV_JSON).toFile());
        assertEquals(env.host(), envJson.get("os").get("host").asText());
        // only the finished bundle is left: no temporary directory beside it
        try (Stream<Path> s = Files.list(root)) {
            assertEquals(List.of(bundle), s.toList());
        }
    }

    @Test
    void aStudysOwnFilesAreCopiedIntoTheBundleAtTheirPaths() throws Exception {
        Path extras = Files.createDirectories(tmp.resolve("extras").resolve("hlog"));
        Files.writeString(extras.resolve("case-a.hlog"), "a");
        Files.writeString(Files.createDirectories(tmp.resolve("extras").resolve("checks")).resolve("x.json"), "{}");
        Path bundle = ResultBundle.write(tmp.resolve("results"), "logio", Environment.capture(tmp), Map.of(), null,
                "s", ResultBundle.filesUnder(tmp.resolve("extras")));
        assertEquals("a", Files.readString(bundle.resolve("hlog").resolve("case-a.hlog")));
        assertEquals("{}", Files.readString(bundle.resolve("checks").resolve("x.json")));
        assertTrue(Files.exists(tmp.resolve("extras").resolve("hlog").resolve("case-a.hlog")), "copied, not moved");
        Path none = ResultBundle.write(tmp.resolve("results"), "logio", Environment.capture(tmp), Map.of(), null,
                "s", ResultBundle.filesUnder(tmp.resolve("no-such-dir")));
        try (Stream<Path> s = Files.list(none)) {
            assertEquals(3, s.count(), "no extras: env, config and summary only (no jmh.json was given)");
        }
    }

    @Test
    void aRootEndingInDotKeepsItsBundle() throws Exception {
        Path log = Files.writeString(tmp.resolve("console.log"), "log");
        Path root = Files.createDirectory(tmp.resolve("results")).resolve(".");
        Path bundle = ResultBundle.write(root, "threeen1", Environment.capture(tmp), Map.of(), null, "s",
                Map.of("console.log", log));
        assertEquals("log", Files.readString(bundle.resolve("console.log")));
        assertEquals(tmp.resolve("results"), bundle.getParent().normalize());
    }

    @Test
    void twoBundlesInTheSameSecondDoNotCollide() {
        Environment env = Environment.capture(tmp);
        Path a = ResultBundle.write(tmp, "x", env, Map.of(), null, "a");
        Path b = ResultBundle.write(tmp, "x", env, Map.of(), null, "b");
        assertFalse(a.equals(b));
        assertTrue(Files.exists(a.resolve(ResultBundle.SUMMARY_TXT)) && Files.exists(b.resolve(ResultBundle.SUMMARY_TXT)));
    }

    @Test
    void aResultsDirThatIsAFileIsRefused() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain-file"), "mine");
        BadInputException e = assertThrows(BadInputException.class, () -> ResultBundle.checkWritable(file));
        assertTrue(e.getMessage().contains("plain-file") && e.getMessage().contains("not a directory"), e.getMessage());
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void aReadOnlyFileSystemIsRefusedBeforeAnythingRuns() throws Exception {
        try (TinyFileSystem fs = TinyFileSystem.mount(tmp.resolve("ro"), "1m", true)) {
            Path results = fs.root().resolve("results");
            BadInputException e = assertThrows(BadInputException.class, () -> ResultBundle.checkWritable(results));
            assertTrue(e.getMessage().contains("not writable"), e.getMessage());
            assertFalse(Files.exists(results));
        }
    }

    @Test
    void aFullDiskIsRefusedBeforeAnythingRuns() throws Exception {
        try (TinyFileSystem fs = TinyFileSystem.mount(tmp.resolve("full"), "2m", false)) {
            fs.fillLeaving(100_000);
            BadInputException e = assertThrows(BadInputException.class, () -> ResultBundle.checkWritable(fs.root()));
            assertTrue(e.getMessage().contains("full"), e.getMessage());
        }
    }

    @Test
    void aDiskThatFillsDuringTheWriteLeavesNothingBehind() throws Exception {
        try (TinyFileSystem fs = TinyFileSystem.mount(tmp.resolve("filling"), "3m", false)) {
            fs.fillLeaving(ResultBundle.MIN_FREE_BYTES + 200_000);
            ResultBundle.checkWritable(fs.root()); // passes: the run may start
            Path big = Files.write(tmp.resolve("big.json"), new byte[2_000_000]);
            Path results = fs.root().resolve("results");
            Environment env = Environment.capture(tmp);
            BadInputException e = assertThrows(BadInputException.class,
                    () -> ResultBundle.write(results, "jmh", env, Map.of(), big, "s"));
            assertTrue(e.getMessage().contains("nothing was kept"), e.getMessage());
            try (Stream<Path> s = Files.list(results)) {
                assertEquals(List.of(), s.toList(), "a partial bundle was left behind");
            }
        }
    }
}
