package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a store's durability level does is written once, in its ladder: the statement printed with
 * every result is the rung of the level it runs at, with the settings it names read from the open
 * store. No store answers with a text of its own.
 */
class DurabilityStatementTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void theStatementIsTheLaddersRung(String name) throws Exception {
        StoreType type = Stores.byName(name);
        StoreDescriptor d = Stores.descriptor(type);
        int i = 0;
        for (Durability level : Durability.values()) {
            if (type.refusal(level) != null || type.unavailableReason() != null) {
                continue;
            }
            Path dir = type.persistent() ? tmp.resolve("s" + i++) : null;
            try (Store s = type.open(new StoreOptions(dir, level, false, 0, 0))) {
                String statement = s.durabilityStatement();
                // the memory floor keeps nothing (NONE) whatever is asked: its rung is that of the level asked
                Durability rung = type.persistent() ? s.durability() : level;
                assertEquals(d.ladder().get(rung).statement(s.settings()), statement);
                assertFalse(statement.contains("{") || statement.isBlank(), statement);
            }
        }
    }

    /** The one text per level: no store class (but the floor, which reads its asked level) writes another. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void noStoreHasASecondSwitch(String name) throws Exception {
        StoreType type = Stores.byName(name);
        if (!type.persistent()) {
            return;
        }
        Path dir = tmp.resolve("one");
        try (Store s = type.open(new StoreOptions(dir, Durability.DURABLE, false, 0, 0))) {
            assertTrue(Arrays.stream(s.getClass().getDeclaredMethods())
                    .noneMatch(m -> m.getName().equals("durabilityStatement")), s.getClass() + " states its own");
        }
    }

    @Test
    void aRungFillsInTheSettingsItNamesAndRefusesOneTheStoreDoesNotState() {
        StoreDescriptor.Rung rung = new StoreDescriptor.Rung("syncs every {log.syncPeriod}, not {x}", "-",
                StoreDescriptor.Proof.NO_SYNC);
        assertEquals("syncs every 10000 ms, not $1", rung.statement(Map.of("log.syncPeriod", "10000 ms", "x", "$1")));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> rung.statement(Map.of("log.syncPeriod", "1 s")));
        assertTrue(e.getMessage().contains("names the setting x"), e.getMessage());
    }
}
