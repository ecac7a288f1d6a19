package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;

/** A duration needs its unit; the units read in any case; each refusal is one line naming option and value. */
class DurationsTest {
    @Test
    void everyUnitInAnyCase() {
        assertEquals(Duration.ofMillis(1500), Durations.parse("--duration", "1500ms"));
        assertEquals(Duration.ofMillis(1500), Durations.parse("--duration", "1500MS"));
        assertEquals(Duration.ofSeconds(60), Durations.parse("--duration", "60S"));
        assertEquals(Duration.ofSeconds(150), Durations.parse("--duration", "2.5m"));
        assertEquals(Duration.ofHours(1), Durations.parse("--duration", " 1H "));
        assertEquals(Duration.ofSeconds(1000), Durations.parse("--duration", "1_000s"));
    }

    @Test
    void aBareNumberIsRefusedNotGuessed() {
        assertEquals("--duration '60' has no unit; a duration needs one: " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--duration", "60")).getMessage());
    }

    @Test
    void eachRefusalNamesTheValue() {
        assertEquals("--run-for '5min': unknown unit 'min'; allowed: " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--run-for", "5min")).getMessage());
        assertEquals("--budget '-5s' is not a duration; allowed: " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--budget", "-5s")).getMessage());
        assertEquals("--budget '' is not a duration; allowed: " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--budget", "")).getMessage());
        assertEquals("--budget '99999999999h' is too long; allowed: " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--budget", "99999999999h")).getMessage());
    }

    @Test
    void aRangeIsNamedInTheRefusal() {
        assertEquals(Duration.ofSeconds(1), Durations.parse("--duration", "1s", Duration.ofSeconds(1),
                Duration.ofHours(24)));
        assertEquals("--duration '999ms' is out of range; allowed: from 1s to 24h, " + Durations.RULE,
                assertThrows(BadInputException.class, () -> Durations.parse("--duration", "999ms",
                        Duration.ofSeconds(1), Duration.ofHours(24))).getMessage());
    }

    @Test
    void describedInTheLargestWholeUnit() {
        assertEquals("90s", Durations.describe(Duration.ofSeconds(90)));
        assertEquals("5m", Durations.describe(Duration.ofMinutes(5)));
        assertEquals("2h", Durations.describe(Duration.ofHours(2)));
        assertEquals("1500ms", Durations.describe(Duration.ofMillis(1500)));
    }
}
