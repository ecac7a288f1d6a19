package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import jnr.ffi.Pointer;
import jnr.ffi.types.mode_t;
import jnr.ffi.types.off_t;
import ru.serce.jnrfuse.ErrorCodes;
import ru.serce.jnrfuse.FuseFillDir;
import ru.serce.jnrfuse.FuseStubFS;
import ru.serce.jnrfuse.struct.FuseFileInfo;
import ru.serce.jnrfuse.struct.Statvfs;
import ru.serce.jnrfuse.struct.Timespec;

/**
 * The part of the power-loss layer that holds nothing back: requests answered straight from the
 * backing directory (lookups, listings, statfs) or ignored (ownership, modes, times), all under the
 * layer's one lock, and the error mapping every operation shares. After a cut every request fails
 * with EIO, as a disk without power would.
 */
abstract class PassThroughFs extends FuseStubFS {
    final Path data;
    /** Set at the cut, under the lock: no request is served after it. */
    boolean poweredOff;
    /** Set when the cut begins (before the program is killed): requests wait, unanswered, for the cut. */
    private boolean frozen;

    PassThroughFs(Path data) {
        this.data = data;
    }

    @Override
    protected String getFSName() {
        return "dbbench-powerloss";
    }

    final Path backing(String path) {
        return "/".equals(path) ? data : data.resolve(path.substring(1));
    }

    @FunctionalInterface
    interface Op {
        int run() throws IOException;
    }

    /** Runs one operation under the lock; after a cut the "disk" answers every request with EIO. */
    final synchronized int guarded(Op op) {
        while (frozen && !poweredOff) {
            try {
                wait(50); // released by the cut, which sets poweredOff under this lock
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -ErrorCodes.EIO();
            }
        }
        if (poweredOff) return -ErrorCodes.EIO();
        try {
            return op.run();
        } catch (NoSuchFileException e) {
            return -ErrorCodes.ENOENT();
        } catch (FileAlreadyExistsException e) {
            return -ErrorCodes.EEXIST();
        } catch (DirectoryNotEmptyException e) {
            return -ErrorCodes.ENOTEMPTY();
        } catch (IOException | RuntimeException e) {
            System.err.println("powerloss: " + e);
            return -ErrorCodes.EIO();
        }
    }

    /**
     * The layer stops answering: no request after this one completes, so a program can acknowledge
     * nothing that depends on a later write; the cut then answers the waiting ones with EIO.
     */
    final synchronized void freeze() {
        frozen = true;
    }

    @Override
    public int access(String path, int mask) {
        return guarded(() -> Files.exists(backing(path), LinkOption.NOFOLLOW_LINKS) ? 0 : -ErrorCodes.ENOENT());
    }

    @Override
    public int readdir(String path, Pointer buf, FuseFillDir filler, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            filler.apply(buf, ".", null, 0);
            filler.apply(buf, "..", null, 0);
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(backing(path))) {
                for (Path entry : entries) filler.apply(buf, entry.getFileName().toString(), null, 0);
            }
            return 0;
        });
    }

    @Override
    public int opendir(String path, FuseFileInfo fi) {
        return guarded(() -> Files.isDirectory(backing(path)) ? 0 : -ErrorCodes.ENOTDIR());
    }

    @Override
    public int releasedir(String path, FuseFileInfo fi) {
        return 0;
    }

    @Override
    public int flush(String path, FuseFileInfo fi) {
        return 0;
    }

    @Override
    public int chmod(String path, @mode_t long mode) {
        return 0;
    }

    @Override
    public int chown(String path, long uid, long gid) {
        return 0;
    }

    @Override
    public int utimens(String path, Timespec[] timespec) {
        return 0;
    }

    @Override
    public int statfs(String path, Statvfs stbuf) {
        return guarded(() -> {
            BackingAttributes.fill(stbuf, data);
            return 0;
        });
    }
}
