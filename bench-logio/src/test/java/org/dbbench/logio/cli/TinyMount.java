package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small tmpfs mounted for one test: a really full or really read-only directory (as root,
 * permission bits do not stop writes). The test is skipped where mounting is not allowed.
 */
final class TinyMount implements AutoCloseable {
    final Path root;

    private TinyMount(Path root) {
        this.root = root;
    }

    static TinyMount mount(Path mountPoint, String size, boolean readOnly) throws Exception {
        Files.createDirectories(mountPoint);
        int rc = exec("mount", "-t", "tmpfs", "-o", "size=" + size + (readOnly ? ",ro" : ""), "tmpfs",
                mountPoint.toString());
        assumeTrue(rc == 0, "cannot mount a tmpfs here (needs root); skipping");
        return new TinyMount(mountPoint);
    }

    @Override
    public void close() throws Exception {
        exec("umount", root.toString());
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
