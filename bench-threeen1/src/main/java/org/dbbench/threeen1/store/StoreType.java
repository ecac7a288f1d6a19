package org.dbbench.threeen1.store;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/** A kind of store, registered once in {@code Stores}: its name and how to open it. */
public interface StoreType {
    /** The name users type: derby, h2, chronicle, memory. */
    String name();

    /** Opens (creating if needed) the store in {@code options.dir()}. */
    Store open(StoreOptions options);

    /**
     * True when {@code dir} is absent, empty, or holds this store's files; a directory holding
     * anything else must be refused before anything is created or deleted in it.
     */
    boolean canUse(Path dir);

    /**
     * False for a store that keeps nothing on disk (the in-memory floor): {@code --db} and
     * {@code verify} refuse it. Every on-disk store keeps the default.
     */
    default boolean persistent() {
        return true;
    }

    /**
     * Null when this store can run here; otherwise one line saying why not (its native library did
     * not load on this platform). Computed once per JVM. An unavailable store is listed as such and
     * skipped by a run of every store; naming it is refused.
     */
    default String unavailableReason() { return null; }

    /**
     * True when {@link #unavailableReason()} answers without loading anything: always for an engine
     * in Java, and for a native one once its library was tried in this JVM.
     */
    default boolean availabilityKnown() {
        return true;
    }

    /**
     * True when the engine is native code: a damaged file can make it abort the process (an assertion
     * in C) instead of throwing, so the crash checker opens what a cut left in a JVM of its own.
     */
    default boolean nativeCode() {
        return false;
    }

    /**
     * Null when this store can keep {@code level}; otherwise one line saying why its engine has no
     * such mode. A run of every store skips it at that level with the line; naming it is refused.
     */
    default String refusal(Durability level) { return null; }

    /**
     * Files in the store's directory that only keep a second live process out and outlive an owner
     * killed with kill -9 (HSQLDB's heartbeat lock: an open waits until its heartbeat is 10 s old). The
     * crash command removes them once the killed process is known dead, so a reopen measures recovery,
     * not that wait. Engines that lock with the operating system (fcntl, flock) need none.
     */
    default List<String> heartbeatLocks() {
        return List.of();
    }

    /** The registration of an on-disk store: its name, how it opens, which directories it accepts. */
    static StoreType persistent(String name, Function<StoreOptions, Store> open, Predicate<Path> canUse) {
        return persistent(name, open, canUse, level -> null);
    }

    /** As {@link #persistent(String, Function, Predicate)}, for an engine that refuses some levels. */
    static StoreType persistent(String name, Function<StoreOptions, Store> open, Predicate<Path> canUse,
            Function<Durability, String> refusal) {
        return new Registration(name, open, canUse, refusal, List.of());
    }

    /** As above, for an engine whose killed process leaves {@link #heartbeatLocks()} behind. */
    static StoreType persistent(String name, Function<StoreOptions, Store> open, Predicate<Path> canUse,
            Function<Durability, String> refusal, List<String> heartbeatLocks) {
        return new Registration(name, open, canUse, refusal, heartbeatLocks);
    }

    /** An on-disk store's registration: what {@code persistent(...)} returns. */
    record Registration(String name, Function<StoreOptions, Store> opener, Predicate<Path> directoryRule,
            Function<Durability, String> refusals, List<String> heartbeatLocks) implements StoreType {
        @Override
        public Store open(StoreOptions options) {
            return opener.apply(options);
        }

        @Override
        public boolean canUse(Path dir) {
            return directoryRule.test(dir);
        }

        @Override
        public String refusal(Durability level) {
            return refusals.apply(level);
        }
    }
}
