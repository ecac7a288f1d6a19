package org.dbbench.threeen1.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The attribution rule on stacks written out by hand (the real ones: {@link CpuProfileTest}). */
class FramePrefixesTest {
    @Test
    void theFirstKnownFrameFromTheTopDecidesAndTheJdkIsWalkedPast() {
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("java.util.HashMap", "org.h2.mvstore.MVMap",
                "org.h2.command.dml.Insert", "org.dbbench.threeen1.store.jdbc.JdbcSession"), false));
        assertEquals(Category.SQL_DRIVER, FramePrefixes.classify(List.of("org.h2.command.dml.Insert",
                "org.h2.jdbc.JdbcPreparedStatement", "org.dbbench.threeen1.store.jdbc.JdbcSession"), false));
        assertEquals(Category.ADAPTER, FramePrefixes.classify(List.of("java.lang.String",
                "org.dbbench.threeen1.store.jdbc.JdbcSession", "org.dbbench.threeen1.workload.Worker"), false));
        assertEquals(Category.WORKLOAD, FramePrefixes.classify(List.of("java.lang.StringBuilder",
                "org.dbbench.threeen1.workload.DigitWords", "org.dbbench.threeen1.workload.Worker"), false));
    }

    @Test
    void theDecidingFrameIsTheFirstWithACategory() {
        // a HashMap inside H2's neutral utilities inside MVStore: MVStore, two frames down, decides
        assertEquals(2, FramePrefixes.decidingFrame(List.of("java.util.HashMap", "org.h2.util.Utils",
                "org.h2.mvstore.MVMap", "org.dbbench.threeen1.store.kv.H2MvStore")));
        assertEquals(0, FramePrefixes.decidingFrame(List.of("org.h2.mvstore.MVMap", "java.lang.Thread")));
        assertEquals(-1, FramePrefixes.decidingFrame(List.of("java.lang.ref.Reference", "java.lang.Thread")));
    }

    @Test
    void theLongestPrefixWinsAndNeutralCodeLetsTheCallerDecide() {
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("org.apache.derby.impl.store.access.btree.BTree"),
                false));
        assertEquals(Category.SQL_DRIVER, FramePrefixes.classify(List.of("org.apache.derby.impl.sql.execute.InsertResultSet"),
                false));
        // a Derby data value compared by the B-tree is the engine's, by the language layer the SQL layer's
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("org.apache.derby.iapi.types.SQLChar",
                "org.apache.derby.impl.store.access.btree.ControlRow"), false));
        assertEquals(Category.SQL_DRIVER, FramePrefixes.classify(List.of("org.apache.derby.iapi.types.SQLChar",
                "org.apache.derby.impl.sql.execute.IndexRowToBaseRowResultSet"), false));
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("org.dbbench.threeen1.store.MemoryStore$Session"),
                false));
        assertEquals(Category.ADAPTER, FramePrefixes.classify(List.of("org.dbbench.threeen1.store.kv.ChronicleStore"),
                false));
    }

    @Test
    void stacksWithoutKnownCodeAreJvmWhenAllJdkAndOtherOtherwise() {
        assertEquals(Category.JVM, FramePrefixes.classify(List.of("java.lang.ref.Reference", "java.lang.Thread"),
                false));
        assertEquals(Category.JVM, FramePrefixes.classify(List.of(), false));
        assertEquals(Category.OTHER, FramePrefixes.classify(List.of("java.util.ArrayList", "com.example.Unknown"),
                false));
        assertEquals(Category.JVM, FramePrefixes.classify(List.of("org.openjdk.jmh.runner.BenchmarkHandler"), false));
    }

    @Test
    void nativeSamplesCountOnlyInsideANonJdkLibrary() {
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("org.sqlite.core.NativeDB",
                "org.sqlite.core.CoreStatement"), true));
        assertEquals(Category.ENGINE, FramePrefixes.classify(List.of("org.rocksdb.RocksDB"), true));
        assertNull(FramePrefixes.classify(List.of("sun.nio.ch.FileDispatcherImpl", "org.h2.mvstore.FileStore"), true));
        assertNull(FramePrefixes.classify(List.of("sun.nio.ch.SocketDispatcher", "org.openjdk.jmh.runner.link.BinaryLink"),
                true));
        assertEquals(Category.SQL_DRIVER, FramePrefixes.classify(List.of("org.sqlite.jdbc3.JDBC3PreparedStatement"),
                false));
    }
}
