package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.cli.Study;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench quick} refuses bad input before it starts anything (the full run is QuickIT's). */
class QuickCommandTest {
    @TempDir
    Path tmp;

    @Test
    void missingDirIsRefusedAndNothingIsWritten() {
        Path results = tmp.resolve("results");
        InProcess.Result r = InProcess.run("quick", "--dir", tmp.resolve("nope").toString(), "--results-dir", results.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals("bench quick: --dir " + tmp.resolve("nope") + " is not an existing directory; give a directory"
                + " on the disk to measure", r.err().strip());
        assertFalse(Files.exists(results));
    }

    @Test
    void resultsDirThatIsAFileIsRefused() throws Exception {
        Path file = Files.writeString(tmp.resolve("results"), "not a directory");
        InProcess.Result r = InProcess.run("quick", "--results-dir", file.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith("bench quick: --results-dir " + file + " is a file, not a directory"), r.err());
        assertEquals("not a directory", Files.readString(file));
    }

    @Test
    void everyStudyOnTheClassPathIsACommandAndQuickSaysWhatItRuns() {
        List<Study> studies = Study.all();
        assertEquals(2, studies.size(), "both study modules register a Study: " + studies);
        String help = InProcess.run("quick", "--help").out();
        for (Study s : studies) {
            assertTrue(Main.commandLine().getSubcommands().containsKey(s.command()), s.command());
            String run = String.join(" ", s.command(), String.join(" ", s.quick().args())).strip();
            assertTrue(help.replaceAll("\\s+", " ").contains("'" + run + "'"), run + " in: " + help);
        }
    }

    @Test
    void aStudysQuickLineIsItsPresetThenTheDirectories() {
        Study first = Study.all().get(0);
        List<String> line = QuickCommand.quickLine(first, Path.of("/d"), Path.of("/r"));
        List<String> expected = new java.util.ArrayList<>(List.of(first.command()));
        expected.addAll(first.quick().args());
        expected.addAll(List.of(first.dirOption(), "/d", "--results-dir", "/r"));
        assertEquals(expected, line);
    }
}
