package org.dbbench.core.compare;

/** A round's command that crashes as an engine refusing a setting does: its reason on stderr, exit 1. */
public final class CrashingRound {
    private CrashingRound() {
    }

    public static void main(String[] args) {
        System.err.println("Exception in thread \"main\" java.lang.IllegalArgumentException: Unsupported setting"
                + " CACHE_SIZE=abc");
        System.err.println("\tat org.example.Engine.open(Engine.java:42)");
        System.exit(1);
    }
}
