package org.dbbench.core.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentTest {

    @TempDir
    Path dir;

    @Test
    void storageFactsAgreeWithTheKernelTools() throws Exception {
        assumeTrue(System.getProperty("os.name").equals("Linux"), "storage probe reads Linux /proc and /sys");
        Environment env = Environment.capture(dir);
        // df is an independent reader of the same facts
        assertEquals(run("df", "--output=fstype", dir.toString()).lines().skip(1).findFirst().orElseThrow().trim(),
                env.get("storage", "fileSystem"));
        String source = run("df", "--output=source", dir.toString()).lines().skip(1).findFirst().orElseThrow().trim();
        assertEquals(source, env.get("storage", "source"));
        if (source.startsWith("/dev/")) {
            String dev = env.get("storage", "blockDevice");
            String lsblk = run("lsblk", "-dno", "LOG-SEC,PHY-SEC,ROTA", "/dev/" + dev).trim();
            String[] f = lsblk.split("\\s+");
            assertEquals(f[0], env.get("storage", "logicalSectorBytes"));
            assertEquals(f[1], env.get("storage", "physicalSectorBytes"));
            assertEquals(f[2].equals("1") ? "yes" : "no", env.get("storage", "rotational"));
            assertNotEquals("unknown", env.get("storage", "writeCache"));
        }
    }

    @Test
    void everySectionIsPresentAndTextMentionsIt() {
        Environment env = Environment.capture(dir);
        for (String s : new String[] {"suite", "os", "cpu", "memory", "jvm", "virtualization", "storage"}) {
            assertTrue(env.sections().containsKey(s), s);
            assertTrue(env.toText().contains(s + "\n"), s);
        }
        assertEquals(String.valueOf(Runtime.getRuntime().availableProcessors()), env.get("cpu", "availableToJvm"));
        assertEquals(System.getProperty("java.runtime.version"), env.get("jvm", "version"));
        env.brief().forEach(line -> assertTrue(line.length() > 0));
    }

    @Test
    void aMissingDataDirIsDescribedByItsNearestExistingParent() {
        Environment env = Environment.capture(dir.resolve("not/yet/there"));
        assertEquals(dir.toAbsolutePath().toString(), env.get("storage", "path"));
    }

    @Test
    void unknownFactIsUnknownNotAnError() {
        Environment env = Environment.capture(dir);
        assertEquals("unknown", env.get("storage", "no-such-fact"));
        assertEquals("unknown", env.get("no-such-section", "x"));
    }

    private static String run(String... cmd) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, cmd[0] + " not available");
            throw e;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assumeTrue(p.waitFor() == 0, cmd[0] + " failed: " + out);
        return out;
    }
}
