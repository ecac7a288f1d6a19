package org.dbbench.core.fault;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.dbbench.core.BadInputException;

/** Whether this machine can run the power-loss layer: /dev/fuse, libfuse 2 (jnr-fuse binds it) and fusermount. */
public final class FuseSupport {
    private static final List<String> LIBRARY_DIRS = List.of("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu",
            "/usr/lib/aarch64-linux-gnu", "/lib/aarch64-linux-gnu", "/usr/lib64", "/lib64", "/usr/lib", "/lib");

    private FuseSupport() {
    }

    /** What is missing, or empty when FUSE is usable here. */
    public static Optional<String> missing() {
        if (!Files.exists(Path.of("/dev/fuse"))) return Optional.of("/dev/fuse does not exist");
        boolean library = LIBRARY_DIRS.stream().anyMatch(d -> Files.exists(Path.of(d, "libfuse.so.2")));
        if (!library) return Optional.of("libfuse.so.2 is not installed");
        if (!FuseMounts.fusermount().startsWith("/")) return Optional.of("fusermount is not installed");
        return Optional.empty();
    }

    /** Refuses, in one line, a fault that needs FUSE on a machine without it. */
    public static void require(String what) {
        missing().ifPresent(reason -> {
            throw new BadInputException(what + " needs FUSE, and " + reason
                    + ": install the Debian packages fuse3 and libfuse2 (apt-get install fuse3 libfuse2)"
                    + " and give the machine /dev/fuse (a container needs --device /dev/fuse)");
        });
    }
}
