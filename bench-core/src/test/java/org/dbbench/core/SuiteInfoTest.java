package org.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The commit a build names is the commit of the tree it was built from. In a git worktree the
 * commit reader once ran git in the main clone and named that clone's HEAD.
 */
class SuiteInfoTest {

    @Test
    void theCommitIsThisTreesHead() throws Exception {
        String head = git("rev-parse", "--short=10", "HEAD");
        assumeTrue(head != null, "not built from a git checkout (a source zip): nothing to compare");
        // "-dirty" is left out: a file changed between the build's filtering and this test would flip it
        assertEquals(head, SuiteInfo.gitCommit().replace("-dirty", ""), "the commit of this tree, not another");
    }

    /** git's trimmed output in this module's directory, or null when git cannot answer. */
    private static String git(String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(false).start();
        } catch (IOException e) {
            return null;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            return null;
        }
        return out;
    }
}
