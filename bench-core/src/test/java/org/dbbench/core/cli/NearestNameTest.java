package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A slip of a letter or two finds the name meant; a word that is no name's finds none. */
class NearestNameTest {
    private static final List<String> COMMANDS = List.of("quick", "logio", "threeen1", "compare", "report", "env", "jmh");

    @Test
    void aSlipFindsTheNameMeant() {
        assertEquals("quick", NearestName.to("quik", COMMANDS));
        assertEquals("verify", NearestName.to("verfy", List.of("run", "crash", "verify")));
        assertEquals("report", NearestName.to("rpeort", COMMANDS));
        assertEquals("threeen1", NearestName.to("three1", COMMANDS));
        assertEquals("compare", NearestName.to("COMPAER", COMMANDS));
    }

    @Test
    void aWordThatIsNoNamesFindsNone() {
        assertNull(NearestName.to("extra", COMMANDS));
        assertNull(NearestName.to("x", COMMANDS));
    }
}
