package org.dbbench.core.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small tmpfs mounted for one test, to make a disk really full or really read-only (as root,
 * permission bits alone do not stop writes). Skips the test where mounting is not allowed.
 */
public final class TinyFileSystem implements AutoCloseable {
    private final Path root;

    private TinyFileSystem(Path root) {
        this.root = root;
    }

    public static TinyFileSystem mount(Path mountPoint, String size, boolean readOnly) throws Exception {
        Files.createDirectories(mountPoint);
        String opts = "size=" + size + (readOnly ? ",ro" : "");
        int rc = exec("mount", "-t", "tmpfs", "-o", opts, "tmpfs", mountPoint.toString());
        assumeTrue(rc == 0, "cannot mount a tmpfs here (need root); skipping");
        return new TinyFileSystem(mountPoint);
    }

    /** Where it is mounted. */
    public Path root() {
        return root;
    }

    /** Fills the file system until fewer than {@code leaveBytes} remain. */
    public void fillLeaving(long leaveBytes) throws IOException {
        long free = Files.getFileStore(root).getUsableSpace();
        long size = Math.max(0, free - leaveBytes);
        Files.write(root.resolve("filler"), new byte[(int) size]);
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
