package org.dbbench.threeen1.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import org.dbbench.core.BadInputException;

/**
 * The registration of an on-disk store whose engine is a native library (LMDB, RocksDB, SQLite): it can run
 * only where that library loads. The library is loaded once, the first time anyone asks, and the
 * answer is kept: null when it loaded, else one line naming the platform and the loader's error.
 */
public final class NativeStoreType implements StoreType {
    private final String name;
    private final Function<StoreOptions, Store> open;
    private final Predicate<Path> canUse;
    private final Runnable loadLibrary;
    private volatile String reason;
    private volatile boolean checked;

    /** {@code loadLibrary} loads the engine's native library, throwing (any Throwable) when it cannot. */
    public NativeStoreType(String name, Function<StoreOptions, Store> open, Predicate<Path> canUse,
            Runnable loadLibrary) {
        this.name = name;
        this.open = open;
        this.canUse = canUse;
        this.loadLibrary = loadLibrary;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Store open(StoreOptions options) {
        String why = unavailableReason();
        if (why != null) {
            throw new BadInputException("store " + name + " cannot run here: " + why);
        }
        return open.apply(options);
    }

    @Override
    public boolean canUse(Path dir) {
        return canUse.test(dir);
    }

    @Override
    public String unavailableReason() {
        if (!checked) {
            synchronized (this) {
                if (!checked) {
                    reason = tryLoad();
                    checked = true;
                }
            }
        }
        return reason;
    }

    @Override
    public boolean availabilityKnown() {
        return checked;
    }

    private String tryLoad() {
        try {
            loadLibrary.run();
            return null;
        } catch (Throwable t) { // UnsatisfiedLinkError, a loader's own exception: all mean "cannot run here"
            Throwable root = t;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            String message = String.valueOf(root.getMessage()).replaceAll("\\s*\\R\\s*", " ").trim();
            return "its native library does not load on " + System.getProperty("os.name").toLowerCase(Locale.ROOT)
                    + "-" + System.getProperty("os.arch") + ": " + root.getClass().getSimpleName() + ": " + message;
        }
    }

    @Override
    public boolean nativeCode() {
        return true;
    }

    @Override
    public String toString() {
        return name;
    }
}
