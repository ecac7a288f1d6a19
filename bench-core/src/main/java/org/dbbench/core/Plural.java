package org.dbbench.core;

/**
 * A count and its noun, singular for one: "1 run", "3 runs". Every line the suite prints that counts
 * something says it this way, so that a run of one point or one kill does not read "1 points".
 */
public final class Plural {
    private Plural() {
    }

    /** {@code n} and the noun, with an "s" unless {@code n} is 1 (or -1). */
    public static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** {@code n} and the noun, for a noun whose plural is not its singular plus "s" ("entry", "entries"). */
    public static String of(long n, String one, String many) {
        return n + " " + (Math.abs(n) == 1 ? one : many);
    }

    /**
     * A count as a results file holds it (a number, or its text), printed as it is, with the noun singular
     * when the count is one.
     */
    public static String ofValue(Object n, String noun) {
        boolean one = n instanceof Number v ? v.doubleValue() == 1 : "1".equals(String.valueOf(n).trim());
        return n + " " + (one ? noun : noun + "s");
    }
}
