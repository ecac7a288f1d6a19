package org.dbbench.threeen1.workload;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * words(n) of SPEC-threeen1 "Stored data": each decimal digit of n replaced by a word in one of ten
 * languages, joined by one ASCII space (409 = "quattro zero ஒன்பது"), and back.
 *
 * <p>This is most of the in-memory cost of the workload (a run of 1..1,000,000 encodes about eight
 * million numbers), so it does no splitting, regex or formatting per call: the words are char and
 * UTF-8 byte tables built once, a number is written straight into an array of its exact length (chars
 * for a String, bytes for a store that keeps bytes: no encoding per call), and parsing reads
 * the first char of each word to pick the digit, then checks the whole word. Parsing is strict (a
 * canonical spelling only: known words, single spaces, no leading "zero"), because {@code verify}
 * relies on it to find a corrupted entry.
 */
public final class DigitWords {
    private static final String[] WORDS = {
        "zero", "eins", "deux", "tres", "quattro", "пять", "ستة", "सात", "捌", "ஒன்பது"};
    private static final char[][] CHARS = new char[10][];
    private static final int[] LENGTH = new int[10];
    /** Each word's UTF-8 encoding, for stores that keep bytes: a number's bytes are copied, not encoded. */
    private static final byte[][] BYTES = new byte[10][];
    /** Powers of ten up to 10^18, the largest that fits a long. */
    private static final long[] POW10 = new long[19];

    static {
        for (int d = 0; d < 10; d++) {
            CHARS[d] = WORDS[d].toCharArray();
            LENGTH[d] = CHARS[d].length;
            BYTES[d] = WORDS[d].getBytes(StandardCharsets.UTF_8);
        }
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = POW10[i - 1] * 10;
        }
    }

    private DigitWords() {
    }

    /** The word for one digit (0..9). */
    public static String word(int digit) {
        return WORDS[digit];
    }

    /** words(n) for n >= 0. */
    public static String words(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("words(n) needs n >= 0, got " + n);
        }
        int digits = digitCount(n);
        // exact length first, so the chars are written once into an array of the right size
        int length = digits - 1;
        long rest = n;
        for (int i = 0; i < digits; i++) {
            length += LENGTH[(int) (rest % 10)];
            rest /= 10;
        }
        char[] out = new char[length];
        int end = length;
        rest = n;
        for (int i = 0; i < digits; i++) {
            char[] w = CHARS[(int) (rest % 10)];
            rest /= 10;
            end -= w.length;
            System.arraycopy(w, 0, out, end, w.length);
            if (i < digits - 1) {
                out[--end] = ' ';
            }
        }
        return new String(out);
    }

    /**
     * The UTF-8 bytes of words(n), what a store must keep byte for byte, built like {@link #words}
     * from each word's encoding: no String is made or encoded.
     */
    public static byte[] utf8(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("utf8(n) needs n >= 0, got " + n);
        }
        int digits = digitCount(n);
        int length = digits - 1;
        long rest = n;
        for (int i = 0; i < digits; i++) {
            length += BYTES[(int) (rest % 10)].length;
            rest /= 10;
        }
        byte[] out = new byte[length];
        int end = length;
        rest = n;
        for (int i = 0; i < digits; i++) {
            byte[] w = BYTES[(int) (rest % 10)];
            rest /= 10;
            end -= w.length;
            System.arraycopy(w, 0, out, end, w.length);
            if (i < digits - 1) {
                out[--end] = ' ';
            }
        }
        return out;
    }

    /**
     * The number a canonical words string spells.
     *
     * @throws IllegalArgumentException when the text is not words(n) of any n >= 0 (unknown word,
     *     two spaces, a leading "zero", empty, or more than a long holds)
     */
    public static long parse(CharSequence s) {
        int len = s.length();
        if (len == 0) {
            throw bad(s, "empty");
        }
        long n = 0;
        int i = 0;
        int count = 0;
        while (true) {
            int d = digitOf(s.charAt(i));
            if (d < 0 || !matches(s, i, CHARS[d])) {
                throw bad(s, "unknown word at char " + i);
            }
            if (d == 0 && count == 0 && i + LENGTH[0] < len) {
                throw bad(s, "leading zero");
            }
            if (n > (Long.MAX_VALUE - d) / 10) {
                throw bad(s, "more than a long holds");
            }
            n = n * 10 + d;
            count++;
            i += LENGTH[d];
            if (i == len) {
                return n;
            }
            if (s.charAt(i) != ' ' || i + 1 == len) {
                throw bad(s, "expected one space between words at char " + i);
            }
            i++;
        }
    }

    /**
     * {@link #parse} on UTF-8 bytes, as strict: the number that {@link #utf8} bytes spell, without
     * decoding them to a String.
     *
     * @throws IllegalArgumentException when the bytes are not utf8(n) of any n >= 0
     */
    public static long parseUtf8(byte[] b) {
        if (b.length == 0) {
            throw badBytes(b, "empty");
        }
        long n = 0;
        int i = 0;
        int count = 0;
        while (true) {
            int d = digitAt(b, i);
            if (d < 0) {
                throw badBytes(b, "unknown word at byte " + i);
            }
            if (d == 0 && count == 0 && i + BYTES[0].length < b.length) {
                throw badBytes(b, "leading zero");
            }
            if (n > (Long.MAX_VALUE - d) / 10) {
                throw badBytes(b, "more than a long holds");
            }
            n = n * 10 + d;
            count++;
            i += BYTES[d].length;
            if (i == b.length) {
                return n;
            }
            if (b[i] != ' ' || i + 1 == b.length) {
                throw badBytes(b, "expected one space between words at byte " + i);
            }
            i++;
        }
    }

    /** The digit whose word's bytes start at {@code at}, or -1 (no word is a prefix of another). */
    private static int digitAt(byte[] b, int at) {
        for (int d = 0; d < 10; d++) {
            byte[] w = BYTES[d];
            if (at + w.length <= b.length && Arrays.equals(b, at, at + w.length, w, 0, w.length)) {
                return d;
            }
        }
        return -1;
    }

    private static IllegalArgumentException badBytes(byte[] b, String why) {
        return bad(new String(b, StandardCharsets.UTF_8), why);
    }

    /** True when {@code s} is a canonical words string. */
    public static boolean isWords(CharSequence s) {
        try {
            parse(s);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    static int digitCount(long n) {
        int d = 1;
        while (d < POW10.length && n >= POW10[d]) {
            d++;
        }
        return d;
    }

    /** Each word starts with a different char, so the first char names the digit. */
    private static int digitOf(char c) {
        switch (c) {
            case 'z': return 0;
            case 'e': return 1;
            case 'd': return 2;
            case 't': return 3;
            case 'q': return 4;
            case 'п': return 5;
            case 'س': return 6;
            case 'स': return 7;
            case '捌': return 8;
            case 'ஒ': return 9;
            default: return -1;
        }
    }

    private static boolean matches(CharSequence s, int at, char[] word) {
        if (at + word.length > s.length()) {
            return false;
        }
        for (int k = 1; k < word.length; k++) {
            if (s.charAt(at + k) != word[k]) {
                return false;
            }
        }
        return true;
    }

    private static IllegalArgumentException bad(CharSequence s, String why) {
        return new IllegalArgumentException("not digit words (" + why + "): '" + s + "'");
    }
}
