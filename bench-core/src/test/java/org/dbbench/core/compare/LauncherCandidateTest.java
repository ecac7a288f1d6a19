package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A --a-java/--b-java that is a launcher script, asked what it is by starting it for real: it is
 * told apart from the JDK's own java, named with the JDK behind it, and refused when it leaves a
 * process holding its output open (JMH would wait for that process at every fork).
 */
class LauncherCandidateTest {
    @TempDir
    Path tmp;

    private final CandidateJava here = CandidateJava.current();

    static Path script(Path dir, String name, String body) throws IOException {
        Path p = Files.writeString(dir.resolve(name), "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    static Path launcherOf(Path dir, String name, CandidateJava java) throws IOException {
        return script(dir, name, "exec " + java.java() + " \"$@\"");
    }

    @Test
    void aLauncherIsTheJdkBehindItStartedThroughTheScript() throws Exception {
        Path launcher = launcherOf(tmp, "launcher", here);
        CandidateJava j = CandidateJava.probe("--b-java", launcher);
        assertTrue(j.launcher());
        assertEquals(launcher.toAbsolutePath(), j.java(), "rounds start the launcher, not the JDK behind it");
        assertEquals(here.home().toRealPath(), j.home().toRealPath());
        assertEquals(here.vmVersion(), j.vmVersion());
        assertTrue(j.describe().startsWith(launcher.toAbsolutePath() + " -> JDK " + Runtime.version().feature()),
                j.describe());
        assertFalse(j.sameAs(here), "a launcher is not the JDK's own java, even when it runs it");
        assertTrue(j.sameAs(CandidateJava.probe("--a-java", launcher)));
        assertFalse(j.sameAs(CandidateJava.probe("--a-java", launcherOf(tmp, "other-launcher", here))),
                "another launcher may pin or set up otherwise");
    }

    @Test
    void theJdksOwnJavaReachedByASymlinkIsNoLauncher() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("java"), here.java());
        CandidateJava j = CandidateJava.probe("--b-java", link);
        assertFalse(j.launcher());
        assertEquals(here.home().resolve("bin/java").toRealPath(), j.java().toRealPath());
        assertTrue(j.sameAs(here));
        assertEquals(here.describe(), j.describe());
    }

    @Test
    void aLauncherLeavingAProcessOnItsOutputIsRefused() throws Exception {
        Path helper = script(tmp, "helper-launcher", "sleep 8 &\nexec " + here.java() + " \"$@\"");
        BadInputException e = assertThrows(BadInputException.class, () -> CandidateJava.probe("--b-java", helper));
        assertTrue(e.getMessage().startsWith("--b-java " + helper + " exited, but a process it started kept its"
                + " output open"), e.getMessage());
        // the same helper with its output elsewhere holds nothing JMH waits for
        Path quiet = script(tmp, "quiet-launcher", "sleep 8 >/dev/null 2>&1 &\nexec " + here.java() + " \"$@\"");
        assertTrue(CandidateJava.probe("--b-java", quiet).launcher());
    }

    @Test
    void aLauncherOfNoJavaOrAnOldOneIsRefusedInOneLine() throws Exception {
        Path talker = script(tmp, "talker", "echo 'usage: talker COMMAND'");
        BadInputException e = assertThrows(BadInputException.class, () -> CandidateJava.probe("--a-java", talker));
        assertEquals("--a-java " + talker + " does not say which Java it is; give the java of a JDK 17 or newer,"
                + " or a launcher that runs one", e.getMessage());
        Path old = script(tmp, "old", "echo '    java.specification.version = 11' >&2");
        e = assertThrows(BadInputException.class, () -> CandidateJava.probe("--a-java", old));
        assertTrue(e.getMessage().contains("is Java 11;"), e.getMessage());
        Path failing = script(tmp, "failing", "echo 'no JDK selected for this directory' >&2; exit 3");
        e = assertThrows(BadInputException.class, () -> CandidateJava.probe("--a-java", failing));
        assertTrue(e.getMessage().contains("(no JDK selected for this directory)"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
