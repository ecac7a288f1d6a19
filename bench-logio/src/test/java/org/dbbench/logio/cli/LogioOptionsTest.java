package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The presets are values of the options record, and a typed option reaches the settings as given. */
class LogioOptionsTest {
    private static final LogioOptions NOTHING_GIVEN = new LogioCommand().given();

    @Test
    void quickIsTheFullPresetWithItsOwnShortValues() {
        LogioOptions q = LogioOptions.QUICK;
        assertEquals(List.of(SyncMethod.FORCE_FALSE, SyncMethod.RWD, SyncMethod.NOSYNC), q.modes());
        assertEquals(List.of(8, 1), q.sizesKb());
        assertEquals(List.of(Part.WRITE, Part.PG), q.parts());
        assertEquals(List.of(PgPattern.byName("1x8k")), q.pgCases());
        assertEquals(2, q.forks());
        assertEquals(true, q.quick());
        // what quick does not set is the full run's, written once
        assertEquals(128, q.writes());
        assertEquals(LogioOptions.FULL.writes(), q.writes());
        assertEquals(32, q.producers());
        assertEquals(LogioOptions.FULL.offset(), q.offset());
        assertEquals(false, LogioOptions.FULL.quick());
    }

    @Test
    void nothingGivenLeavesThePresetAsItIs() {
        for (var c : LogioOptions.class.getRecordComponents()) {
            try {
                assertNull(c.getAccessor().invoke(NOTHING_GIVEN), c.getName());
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        assertEquals(LogioOptions.FULL, LogioOptions.FULL.over(NOTHING_GIVEN));
        assertEquals(LogioOptions.QUICK, LogioOptions.QUICK.over(NOTHING_GIVEN));
    }

    @Test
    void modesAreTypedOnceWithGroupsExpandedAndDuplicatesDropped() {
        LogioCommand c = new LogioCommand();
        new CommandLine(c).parseArgs("--modes", "nosync,classic,RWD,all", "--writes", "1_000", "--alignment", "physical");
        LogioOptions given = c.given();
        List<SyncMethod> expected = new java.util.ArrayList<>(List.of(SyncMethod.NOSYNC));
        SyncMethod.CLASSIC.stream().filter(m -> !expected.contains(m)).forEach(expected::add);
        Arrays.stream(SyncMethod.values()).filter(m -> !expected.contains(m)).forEach(expected::add);
        assertEquals(expected, given.modes());
        assertEquals(1000, given.writes());
        assertEquals(LogioValues.PHYSICAL, given.alignment());
        assertEquals(LogioOptions.FULL.sizesKb(), LogioOptions.FULL.over(given).sizesKb());
    }
}
