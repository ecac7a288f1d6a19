package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;

/** The one rule: commas separate items, _ groups digits, names ignore case. */
class ValuesTest {
    @Test
    void aCommaSeparatesItemsAndNeverGroupsDigits() {
        assertEquals(List.of(2, 4), Values.wholeInts("--workers", "2,4", 1, 1024, "1 to 1024"));
        BadInputException e = assertThrows(BadInputException.class,
                () -> Values.whole("--workers", "2,4", 1, 1024, "1 to 1024"));
        assertTrue(e.getMessage().startsWith("--workers '2,4' is one number, and a comma separates list items"),
                e.getMessage());
    }

    @Test
    void underscoreGroupsDigits() {
        assertEquals(1_000_000L, Values.whole("--to", "1_000_000", 1, Long.MAX_VALUE, "1 or more"));
        assertThrows(BadInputException.class, () -> Values.whole("--to", "1__000", 1, Long.MAX_VALUE, "x"));
        assertThrows(BadInputException.class, () -> Values.whole("--to", "_1000", 1, Long.MAX_VALUE, "x"));
    }

    @Test
    void eachRefusalSaysWhatIsWrong() {
        assertEquals("--rounds '99999999999' is out of range; allowed: 2 to 50", assertThrows(BadInputException.class,
                () -> Values.whole("--rounds", "99999999999", 2, 50, "2 to 50")).getMessage());
        assertEquals("--rounds '99999999999999999999' is too large; allowed: 2 to 50", assertThrows(
                BadInputException.class, () -> Values.whole("--rounds", "99999999999999999999", 2, 50, "2 to 50"))
                .getMessage());
        assertEquals("--rounds 'many' is not a whole number; allowed: 2 to 50", assertThrows(BadInputException.class,
                () -> Values.whole("--rounds", "many", 2, 50, "2 to 50")).getMessage());
        assertEquals("--workers '2,x': 'x' is not a whole number; allowed: 1 to 8", assertThrows(BadInputException.class,
                () -> Values.wholes("--workers", "2,x", 1, 8, "1 to 8")).getMessage());
        assertTrue(assertThrows(BadInputException.class, () -> Values.items("--store", "h2,,derby", "stores"))
                .getMessage().contains("'h2,,derby' has an empty item"));
    }

    @Test
    void namesMatchIgnoringCase() {
        assertEquals("memory", Values.named("MEMORY", List.of("h2", "memory"), s -> s));
        assertTrue(Values.sameName(" Rwd ", "rwd"));
        assertNull(Values.named("drby", List.of("derby"), s -> s));
    }
}
