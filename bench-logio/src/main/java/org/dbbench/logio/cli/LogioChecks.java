package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.BadInputException;
import org.dbbench.core.WritableDir;
import org.dbbench.core.env.Environment;
import org.dbbench.core.env.Mount;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.PageCache;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.write.SyncMethod;

/**
 * What the settings ask of the machine, checked before anything is written: the directory exists and
 * takes writes, its device tells its block size when asked for, the platform can do the file states,
 * cache and methods named, every case fits its log file and the disk has room. What may mislead
 * without being wrong (a memory file system, an offset that is aligned anyway) becomes a warning.
 */
final class LogioChecks {
    /** Room for the bundle, JMH's files and the pg and group commit logs, beyond the largest write log. */
    static final long SPARE_BYTES = 64L << 20;

    private LogioChecks() {
    }

    static void checkDir(Path dir) {
        if (!Files.exists(dir)) {
            throw new BadInputException("--dir " + dir + " does not exist; give an existing directory on the disk"
                    + " to measure");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("--dir " + dir + " is not a directory; give an existing directory on the"
                    + " disk to measure");
        }
        WritableDir.check("--dir", dir, 0, null);
    }

    /** --alignment physical: the physical block size of the device under {@code dir}, as the kernel tells it. */
    static int physicalAlignment(Path dir) {
        String physical = Environment.captureStorage(dir).get("storage", "physicalSectorBytes");
        try {
            int p = Integer.parseInt(physical);
            if (Integer.bitCount(p) == 1) {
                return p;
            }
        } catch (NumberFormatException e) {
            // fall through to the refusal below
        }
        throw new BadInputException("--alignment physical: the kernel does not tell the physical block size of"
                + " the device under --dir " + dir + " (" + physical + "); give " + LogioOptions.ALIGNMENTS);
    }

    /** Everything but the directory itself, which {@link #checkDir} checked first; adds the warnings. */
    static void check(LogioSettings s) {
        checkFits(s);
        checkPlatform(s);
        checkSpace(s);
        String fs = fileSystem(s.dir);
        if (Mount.isMemoryOrOverlay(fs)) {
            s.warnings.add("--dir " + s.dir + " is on " + fs + " (memory or an overlay, not a disk): these numbers"
                    + " say nothing about any disk.");
        }
        if (s.offset % s.alignment == 0 && s.parts.contains(Part.WRITE)) {
            s.warnings.add("--offset " + s.offset + " is a multiple of --alignment " + s.alignment
                    + ": the non-aligned cases are aligned too.");
        }
    }

    /** With a fixed --file-size the header and one write of every size must fit in it. */
    private static void checkFits(LogioSettings s) {
        if (s.fileBytes == 0 || !s.parts.contains(Part.WRITE)) {
            return;
        }
        int largest = s.sizesKb.stream().mapToInt(Integer::intValue).max().orElse(1) * 1024;
        long alignedStart = LogioCases.roundUp(s.offset, s.alignment);
        if (alignedStart + largest > s.fileBytes) {
            throw new BadInputException("--offset " + s.offset + " is beyond the log file: with --file-size "
                    + s.fileBytes + " a " + largest / 1024 + "K write at byte " + alignedStart + " would end past"
                    + " the file's end; give a smaller --offset or a larger --file-size");
        }
    }

    private static void checkPlatform(LogioSettings s) {
        if (s.parts.contains(Part.WRITE) && s.fileStates.contains(FileState.FALLOCATED)
                && Binding.current().posix() == null) {
            throw new BadInputException("--file-state fallocated needs the native binding for fallocate(2), and"
                    + " there is none here (" + Binding.current().problem() + "); give "
                    + "preallocated, growing or rewrite");
        }
        if (s.caches.contains(CacheState.COLD) && !PageCache.supported()) {
            throw new BadInputException("--cache cold needs 64-bit Linux (posix_fadvise); give --cache warm");
        }
        boolean mmap = s.parts.contains(Part.WRITE) && s.modes.contains(SyncMethod.MMAP_FORCE)
                || s.parts.contains(Part.GROUP) && s.groupMode == SyncMethod.MMAP_FORCE;
        long largest = LogioCases.largestLogBytes(s);
        if (mmap && largest > Integer.MAX_VALUE) {
            throw new BadInputException("--modes mmap-force maps the whole log file, at most 2G, but a case needs "
                    + largest + " bytes; give fewer --writes, smaller --sizes or a --file-size up to 2047M");
        }
    }

    private static void checkSpace(LogioSettings s) {
        long needed = LogioCases.largestLogBytes(s) + SPARE_BYTES;
        long free;
        try {
            free = Files.getFileStore(s.dir).getUsableSpace();
        } catch (IOException e) {
            throw new BadInputException("--dir " + s.dir + ": cannot read its free space (" + e.getMessage() + ")");
        }
        if (free < needed) {
            throw new BadInputException("--dir " + s.dir + " has " + free + " bytes free, the run needs " + needed
                    + " (its largest log file plus " + (SPARE_BYTES >> 20) + "M); free space or choose another --dir"
                    // a quick run's cases are the smallest already (and bench quick takes neither option)
                    + (s.quick ? "" : ", or give fewer --writes or smaller --sizes"));
        }
    }

    private static String fileSystem(Path dir) {
        try {
            return Files.getFileStore(dir).type();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
