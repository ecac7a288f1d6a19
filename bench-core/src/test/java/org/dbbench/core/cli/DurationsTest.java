package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;

class DurationsTest {
    @Test
    void aNumberWithItsUnit() {
        assertEquals(Duration.ofMillis(500), Durations.parse("--run-for", "500ms"));
        assertEquals(Duration.ofSeconds(5), Durations.parse("--run-for", "5s"));
        assertEquals(Duration.ofMinutes(2), Durations.parse("--run-for", "2m"));
        assertEquals(Duration.ofHours(1), Durations.parse("--run-for", "1h"));
        assertEquals(Duration.ofSeconds(1_000), Durations.parse("--run-for", "1_000s"));
    }

    @Test
    void withoutAUnitZeroOrAFractionItIsRefusedNamingTheOptionAndValue() {
        for (String bad : new String[] {"5", "5x", "0s", "1.5s", "", "-3s", "s", "5 s"}) {
            BadInputException e = assertThrows(BadInputException.class, () -> Durations.parse("--run-for", bad), bad);
            assertTrue(e.getMessage().startsWith("--run-for '" + bad + "'"), e.getMessage());
            assertTrue(e.getMessage().contains("ms, s, m or h"), e.getMessage());
        }
    }
}
