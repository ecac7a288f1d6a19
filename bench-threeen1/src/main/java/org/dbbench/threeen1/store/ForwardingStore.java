package org.dbbench.threeen1.store;

import java.util.Map;
import java.util.function.BiConsumer;

/**
 * A store that passes every call to another. The crash child and tests extend it and {@link #wrap}
 * sessions to change just the call they care about (report a commit, fail a write, time a read).
 */
public class ForwardingStore implements Store {
    protected final Store inner;

    public ForwardingStore(Store inner) {
        this.inner = inner;
    }

    /** The session handed to a worker; by default the inner one, unchanged. */
    protected Session wrap(Session session) {
        return session;
    }

    @Override
    public Session openSession() {
        return wrap(inner.openSession());
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public Durability durability() {
        return inner.durability();
    }

    @Override
    public StoreDescriptor descriptor() {
        return inner.descriptor();
    }

    @Override
    public String durabilityStatement() {
        return inner.durabilityStatement();
    }

    @Override
    public Map<String, String> settings() {
        return inner.settings();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        inner.forEachStep(visitor);
    }

    @Override
    public void close() {
        inner.close();
    }

    /** A session that passes every call to another; override what the test changes. */
    public static class ForwardingSession implements Session {
        protected final Session inner;

        public ForwardingSession(Session inner) {
            this.inner = inner;
        }

        @Override
        public String getStep(String key) {
            return inner.getStep(key);
        }

        @Override
        public void putStep(String key, String value) {
            inner.putStep(key, value);
        }

        @Override
        public void raiseResult(long steps) {
            inner.raiseResult(steps);
        }

        @Override
        public void addTotals(long reads, long updates, long highest) {
            inner.addTotals(reads, updates, highest);
        }

        @Override
        public Totals totals() {
            return inner.totals();
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
