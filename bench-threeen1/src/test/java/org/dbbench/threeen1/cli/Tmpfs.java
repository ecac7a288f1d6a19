package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A tiny tmpfs for one test: the only honest way to get a read-only or a full disk as root, for
 * whom permission bits change nothing. A test using it is skipped where mounting is not allowed.
 */
final class Tmpfs implements AutoCloseable {
    final Path dir;

    private Tmpfs(Path dir) {
        this.dir = dir;
    }

    static Tmpfs mount(Path dir, boolean readOnly) throws Exception {
        Files.createDirectories(dir);
        int rc = exec("mount", "-t", "tmpfs", "-o", "size=2m" + (readOnly ? ",ro" : ""), "tmpfs", dir.toString());
        assumeTrue(rc == 0, "mounting a tmpfs needs root; skipped");
        return new Tmpfs(dir);
    }

    /** Leaves less than 64 KiB free. */
    void fill() throws IOException {
        long free = Files.getFileStore(dir).getUsableSpace();
        Files.write(dir.resolve("filler"), new byte[(int) Math.max(0, free - 32 * 1024)]);
    }

    @Override
    public void close() throws Exception {
        exec("umount", dir.toString());
    }

    private static int exec(String... cmd) throws Exception {
        try {
            return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor();
        } catch (IOException e) {
            return -1;
        }
    }
}
