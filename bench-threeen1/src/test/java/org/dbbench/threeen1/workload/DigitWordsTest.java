package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DigitWordsTest {
    /** The SPEC's table, spelled out independently of the codec's own tables. */
    private static final String[] SPEC_WORDS = {
        "zero", "eins", "deux", "tres", "quattro", "пять", "ستة", "सात", "捌", "ஒன்பது"};

    @Test
    void specExample() {
        assertEquals("quattro zero ஒன்பது", DigitWords.words(409));
        assertEquals(409, DigitWords.parse("quattro zero ஒன்பது"));
        assertEquals("zero", DigitWords.words(0));
        assertEquals(Long.MAX_VALUE, DigitWords.parse(DigitWords.words(Long.MAX_VALUE)));
    }

    @Test
    void roundTripsEveryNumberUpTo200000AndRandomLongs() {
        for (long n = 0; n <= 200_000; n++) {
            String w = DigitWords.words(n);
            assertEquals(naive(n), w);
            assertEquals(n, DigitWords.parse(w));
        }
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < 100_000; i++) {
            long n = r.nextLong(Long.MAX_VALUE);
            assertEquals(naive(n), DigitWords.words(n));
            assertEquals(n, DigitWords.parse(DigitWords.words(n)));
        }
    }

    /** The byte path the key-value stores take: the same bytes as the String's encoding, and back. */
    @Test
    void utf8RoundTripsAndMatchesTheEncodedString() {
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 200_000; i++) {
            long n = i < 100_000 ? i : r.nextLong(Long.MAX_VALUE);
            byte[] b = DigitWords.utf8(n);
            assertArrayEquals(naive(n).getBytes(StandardCharsets.UTF_8), b);
            assertEquals(n, DigitWords.parseUtf8(b));
        }
        assertEquals(Long.MAX_VALUE, DigitWords.parseUtf8(DigitWords.utf8(Long.MAX_VALUE)));
        assertThrows(IllegalArgumentException.class, () -> DigitWords.utf8(-1));
    }

    /** The bytes a store must keep: each digit's word in UTF-8, joined by 0x20, nothing else. */
    @Test
    void utf8IsExactlyTheWordsBytes() {
        for (long n : new long[] {0, 5, 6789, 9_876_543_210L, 56_991_483_520L, 1_234_567_890L}) {
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            String digits = Long.toString(n);
            for (int i = 0; i < digits.length(); i++) {
                if (i > 0) {
                    expected.write(0x20);
                }
                expected.writeBytes(SPEC_WORDS[digits.charAt(i) - '0'].getBytes(StandardCharsets.UTF_8));
            }
            byte[] bytes = DigitWords.utf8(n);
            assertArrayEquals(expected.toByteArray(), bytes);
            assertEquals(n, DigitWords.parse(new String(bytes, StandardCharsets.UTF_8)));
        }
        // multi-byte: Cyrillic 2, Arabic 2, Devanagari 3, CJK 3, Tamil 3 bytes per char
        assertEquals(8, "пять".getBytes(StandardCharsets.UTF_8).length);
        assertArrayEquals(new byte[] {(byte) 0xE6, (byte) 0x8D, (byte) 0x8C}, DigitWords.utf8(8));
        assertEquals(18, DigitWords.utf8(9).length);
        assertEquals(6, DigitWords.utf8(6).length);
        assertEquals(9, DigitWords.utf8(7).length);
    }

    @Test
    void parseRefusesAnythingButCanonicalWords() {
        for (String bad : new String[] {"", " ", "eins ", " eins", "eins  deux", "zero eins", "one", "einsdeux",
            "eins\tdeux", "quattr", "ஒன்ப", "捌捌", "9", "eins deux tres quattro пять ستة सात 捌 ஒன்பது zero"
                + " eins deux tres quattro пять ستة सात 捌 ஒன்பது zero"}) {
            assertThrows(IllegalArgumentException.class, () -> DigitWords.parse(bad), bad);
            assertFalse(DigitWords.isWords(bad), bad);
            byte[] bytes = bad.getBytes(StandardCharsets.UTF_8);
            assertThrows(IllegalArgumentException.class, () -> DigitWords.parseUtf8(bytes), bad);
        }
        assertTrue(DigitWords.isWords("zero"));
        // a word cut inside its multi-byte character, and a stray continuation byte
        assertThrows(IllegalArgumentException.class, () -> DigitWords.parseUtf8(new byte[] {(byte) 0xE6, (byte) 0x8D}));
        assertThrows(IllegalArgumentException.class,
                () -> DigitWords.parseUtf8(new byte[] {'e', 'i', 'n', 's', (byte) 0x8C}));
        assertThrows(IllegalArgumentException.class, () -> DigitWords.words(-1));
    }

    private static String naive(long n) {
        StringBuilder b = new StringBuilder();
        for (char c : Long.toString(n).toCharArray()) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(SPEC_WORDS[c - '0']);
        }
        return b.toString();
    }
}
