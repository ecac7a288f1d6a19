package org.dbbench.threeen1.store.kv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.dbbench.threeen1.DigitWords;
import org.junit.jupiter.api.Test;

/** The adapter's encoder writes exactly the bytes the JDK's UTF-8 encoder writes. */
class Utf8Test {
    @Test
    void everyDigitWordsStringEncodesAsTheJdkDoes() {
        for (long n = 0; n < 200_000; n += 7) {
            String w = DigitWords.words(n);
            assertArrayEquals(w.getBytes(StandardCharsets.UTF_8), Utf8.encode(w), w);
            assertEquals(w, Utf8.decode(Utf8.encode(w)));
        }
        String big = DigitWords.words(Long.MAX_VALUE);
        assertArrayEquals(big.getBytes(StandardCharsets.UTF_8), Utf8.encode(big));
    }

    @Test
    void oneTwoAndThreeByteCharsAndTheirBoundaries() {
        for (String s : new String[] {"", "a", "\u007f", "\u0080", "\u07ff", "\u0800", "\uffff", "ж", "ஒ",
            "捌", "totals 12 3 4", "x\u00e9\u4e2d\u0bb0"}) {
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8.encode(s), s);
        }
    }

    @Test
    void surrogatesFollowTheJdkIncludingALoneOne() {
        for (String s : new String[] {"\ud83d\ude00", "a\ud83d\ude00b", "\ud83d", "x\ude00"}) {
            assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8.encode(s), s);
        }
        assertNull(Utf8.decode(null));
    }
}
