package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.ForwardingStore;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A run cut off between any two writes leaves a store verify accepts: every stored n has next(n)
 * stored and is covered by result. That is what makes a kill -9 recoverable by simply running again.
 */
class WriteOrderTest {
    @ParameterizedTest(name = "cut after {0} writes")
    @ValueSource(longs = {1, 2, 7, 100, 1_234, 5_000, 9_999})
    void aRunCutBetweenTwoWritesLeavesAVerifiableStore(long writes) throws Exception {
        Store inner = MemoryStore.TYPE.open(new StoreOptions(null, Durability.NONE, true, 0, 0));
        Store cut = new CutAfter(inner, writes);
        Coordinator c = new Coordinator(cut, Workload.of(1, 10_000, 3, 37), Progress.NONE);
        assertThrows(IllegalStateException.class, c::run);
        Verifier.Report v = Verifier.verify(inner);
        assertEquals(0, v.bad(), v.examples()::toString);
        // two workers walking the same new path write the same entries, so entries <= writes
        assertTrue(v.checked() > 0 && v.checked() <= writes, () -> v.checked() + " entries after " + writes + " writes");

        RunResult rest = StoreRun.execute(new StoreRun.Plan(new Reopen(inner), Durability.NONE, true, 0,
                Workload.of(1, 10_000, 3, 37), null, null), Progress.NONE);
        assertTrue(rest.valid(), rest.problems()::toString);
        assertEquals(0, Verifier.verify(inner).bad());
    }

    /** Fails every write after the first {@code limit}, as a kill would stop them. */
    private static final class CutAfter extends ForwardingStore {
        private final AtomicLong left;

        CutAfter(Store inner, long limit) {
            super(inner);
            this.left = new AtomicLong(limit);
        }

        @Override
        protected Session wrap(Session session) {
            return new ForwardingSession(session) {
                @Override
                public void putStep(String key, String value) {
                    if (left.getAndDecrement() <= 0) {
                        throw new IllegalStateException("killed");
                    }
                    inner.putStep(key, value);
                }
            };
        }
    }

    /** Hands the same in-memory store to a second run, as reopening a persistent store would. */
    private record Reopen(Store store) implements org.dbbench.threeen1.store.StoreType {
        @Override
        public String name() {
            return store.name();
        }

        @Override
        public Store open(StoreOptions options) {
            return store;
        }

        @Override
        public boolean canUse(java.nio.file.Path dir) {
            return true;
        }

        @Override
        public boolean persistent() {
            return false;
        }
    }
}
