package org.dbbench.threeen1.waits;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * A pthread mutex of the C library, locked and unlocked through JNA: the kind of lock a JNI engine
 * (LMDB's write mutex) waits for, in the kernel's futex, out of JFR's sight.
 */
final class NativeMutex implements AutoCloseable {
    static {
        Native.register("c");
    }

    /** Larger than glibc's pthread_mutex_t (40 bytes on x86_64, 48 on aarch64). */
    private final Memory mutex = new Memory(128);

    NativeMutex() {
        mutex.clear();
        check(pthread_mutex_init(mutex, null), "init");
    }

    void lock() {
        check(pthread_mutex_lock(mutex), "lock");
    }

    void unlock() {
        check(pthread_mutex_unlock(mutex), "unlock");
    }

    @Override
    public void close() {
        check(pthread_mutex_destroy(mutex), "destroy");
        mutex.close();
    }

    private static void check(int rc, String what) {
        if (rc != 0) {
            throw new IllegalStateException("pthread_mutex_" + what + " returned " + rc);
        }
    }

    private static native int pthread_mutex_init(Pointer mutex, Pointer attributes);

    private static native int pthread_mutex_lock(Pointer mutex);

    private static native int pthread_mutex_unlock(Pointer mutex);

    private static native int pthread_mutex_destroy(Pointer mutex);
}
