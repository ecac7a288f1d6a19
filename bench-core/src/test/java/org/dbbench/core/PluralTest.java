package org.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {

    @Test
    void countsSayOneInTheSingular() {
        assertEquals("1 point", Plural.of(1, "point"));
        assertEquals("2 points", Plural.of(2, "point"));
        assertEquals("0 kills", Plural.of(0, "kill"));
        assertEquals("1 entry", Plural.of(1, "entry", "entries"));
        assertEquals("1 cut", Plural.ofValue(1, "cut"));
        assertEquals("1 cut", Plural.ofValue("1", "cut"));
        assertEquals("3 cuts", Plural.ofValue(3L, "cut"));
    }
}
