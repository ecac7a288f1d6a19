package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** The FUSE mounts of this machine as /proc/self/mountinfo lists them, and the ways to end one. */
final class FuseMounts {
    static final String SOURCE_PREFIX = "dbbench-powerloss-";

    /** One line of mountinfo: where, which FUSE connection (the device's minor number), which source. */
    record Entry(Path mountPoint, String device, String source) {
        /** The pid of the server that mounted it, from the source name it was given. */
        Optional<Long> serverPid() {
            if (!source.startsWith(SOURCE_PREFIX)) return Optional.empty();
            try {
                return Optional.of(Long.parseLong(source.substring(SOURCE_PREFIX.length())));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
    }

    private FuseMounts() {
    }

    static List<Entry> powerLossMounts() {
        List<Entry> found = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                String[] halves = line.split(" - ", 2);
                if (halves.length < 2) continue;
                String[] left = halves[0].split(" ");
                String[] right = halves[1].split(" ");
                if (left.length < 5 || right.length < 2 || !right[0].startsWith("fuse")) continue;
                if (!right[1].startsWith(SOURCE_PREFIX)) continue;
                found.add(new Entry(Path.of(unescape(left[4])), left[2], right[1]));
            }
        } catch (IOException e) {
            // no mountinfo: nothing can be found, nothing is listed
        }
        return found;
    }

    static boolean isMounted(Path mountPoint) {
        Path wanted = mountPoint.toAbsolutePath().normalize();
        return powerLossMounts().stream().anyMatch(e -> e.mountPoint().equals(wanted));
    }

    static Optional<Entry> at(Path mountPoint) {
        Path wanted = mountPoint.toAbsolutePath().normalize();
        return powerLossMounts().stream().filter(e -> e.mountPoint().equals(wanted)).findFirst();
    }

    /** mountinfo escapes blanks and backslashes as octal. */
    private static String unescape(String field) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 3 < field.length()) {
                out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String unmountCommand(Path mountPoint) {
        return fusermount() + " -u -z " + mountPoint;
    }

    static String fusermount() {
        for (String name : List.of("fusermount3", "fusermount")) {
            for (String dir : List.of("/usr/bin", "/bin", "/usr/local/bin")) {
                if (Files.isExecutable(Path.of(dir, name))) return dir + "/" + name;
            }
        }
        return "fusermount";
    }

    /** A lazy unmount: detaches the mount even while programs still hold files open on it. */
    static boolean unmount(Path mountPoint) {
        if (!isMounted(mountPoint)) return true;
        try {
            Process p = new ProcessBuilder(fusermount(), "-u", "-z", mountPoint.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) p.destroyForcibly();
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !isMounted(mountPoint);
    }

    /**
     * Aborts a hung connection through the fusectl file system: every request waiting on it fails at
     * once, so no process stays stuck in the kernel waiting for a server that will not answer.
     */
    static void abort(Entry mount) {
        String minor = mount.device().substring(mount.device().indexOf(':') + 1);
        Path connections = Path.of("/sys/fs/fuse/connections");
        try {
            if (Files.isDirectory(connections) && !Files.exists(connections.resolve(minor))) {
                Process p = new ProcessBuilder("mount", "-t", "fusectl", "none", connections.toString())
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor(10, TimeUnit.SECONDS);
            }
            Path abort = connections.resolve(minor).resolve("abort");
            if (Files.exists(abort)) Files.writeString(abort, "1");
        } catch (IOException e) {
            // no fusectl: the lazy unmount after this is all that is left
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
