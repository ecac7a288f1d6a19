package org.dbbench.core.env;

import java.nio.file.Path;
import java.util.Set;

/** One line of /proc/self/mountinfo, and what a file system type says about its disk. */
public final class Mount {
    private static final Set<String> MEMORY_OR_OVERLAY = Set.of("tmpfs", "ramfs", "overlay", "overlayfs",
            "devtmpfs", "squashfs", "aufs", "fuse-overlayfs");

    final String majorMinor;
    final String mountPoint;
    final String options;
    final String fsType;
    final String source;

    private Mount(String majorMinor, String mountPoint, String options, String fsType, String source) {
        this.majorMinor = majorMinor;
        this.mountPoint = mountPoint;
        this.options = options;
        this.fsType = fsType;
        this.source = source;
    }

    /** The mount whose mount point is the longest prefix of the given absolute path, or null. */
    static Mount containing(Path absolute) {
        Mount best = null;
        for (String line : SysFs.lines("/proc/self/mountinfo")) {
            Mount m = parse(line);
            if (m != null && absolute.startsWith(Path.of(m.mountPoint))
                    && (best == null || m.mountPoint.length() >= best.mountPoint.length())) {
                best = m;
            }
        }
        return best;
    }

    /** True for file systems whose "sync" never reaches a disk of their own. */
    public static boolean isMemoryOrOverlay(String fsType) {
        return MEMORY_OR_OVERLAY.contains(fsType);
    }

    // Format: id parent major:minor root mountpoint options [optional...] - fstype source superoptions
    static Mount parse(String line) {
        String[] f = line.split(" ");
        int dash = -1;
        for (int i = 6; i < f.length; i++) {
            if (f[i].equals("-")) {
                dash = i;
                break;
            }
        }
        if (f.length < 10 || dash < 0 || dash + 2 >= f.length) {
            return null;
        }
        String superOptions = dash + 3 < f.length ? f[dash + 3] : "";
        var options = new java.util.LinkedHashSet<>(java.util.Arrays.asList(f[5].split(",")));
        if (!superOptions.isEmpty()) {
            options.addAll(java.util.Arrays.asList(superOptions.split(",")));
        }
        return new Mount(f[2], unescape(f[4]), String.join(",", options),
                f[dash + 1], unescape(f[dash + 2]));
    }

    /** mountinfo escapes space, tab, newline and backslash as octal. */
    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length()) {
                try {
                    b.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                    i += 3;
                    continue;
                } catch (NumberFormatException e) {
                    // not an escape: keep the backslash
                }
            }
            b.append(c);
        }
        return b.toString();
    }
}
