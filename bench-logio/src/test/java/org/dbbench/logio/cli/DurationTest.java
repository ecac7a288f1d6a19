package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** --duration's forms: a number with ms, s, m or h in any case; a bare number is refused, not read as seconds. */
class DurationTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"60s,60000", "1s,1000", "1.5s,1500", "1500ms,1500", "2m,120000", "1h,3600000", "' 90 S ',90000"})
    void parses(String given, long ms) {
        assertEquals(ms, LogioValues.durationMs(given));
    }

    @Test
    void aBareNumberIsRefused() {
        assertThrows(BadInputException.class, () -> LogioValues.durationMs("60"));
    }
}
