package org.dbbench.core.fault;

import java.lang.reflect.Method;
import jnr.ffi.Pointer;
import jnr.ffi.Struct;
import ru.serce.jnrfuse.struct.FuseOperations;

/**
 * POSIX keeps an open file readable after its name is gone (unlinked, or renamed over). libfuse 2
 * answers such a request with ENOENT itself unless the file system sets flag_nullpath_ok: then read,
 * write, fsync, ftruncate and release reach the layer with a null path and the handle. jnr-fuse
 * declares the flag as padding, so its bit (bit 0 of the flags word) is set in the struct directly.
 * fstat still fails: the kernel sends it without the handle and libfuse 2 resolves it by name.
 */
final class NullPaths {
    private NullPaths() {
    }

    static void allow(FuseOperations operations) {
        try {
            Object flag = FuseOperations.class.getField("flag_nullpath_ok").get(operations);
            Method offset = flag.getClass().getMethod("offset");
            offset.setAccessible(true); // public, on a class jnr-ffi keeps package-private
            long at = (Long) offset.invoke(flag);
            Pointer memory = Struct.getMemory(operations);
            memory.putByte(at, (byte) (memory.getByte(at) | 1));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("jnr-fuse changed: cannot set flag_nullpath_ok", e);
        }
    }
}
