package org.dbbench.threeen1.profile;

/** Where a CPU sample is spent, as the where-the-time-goes table names it. */
public enum Category {
    /** The storage engine: B-trees, pages, log, locks, caches; an engine's native code (JNI). */
    ENGINE("engine"),
    /** Between our code and the engine: the SQL layer and JDBC driver, or a native engine's Java binding. */
    SQL_DRIVER("sql/drv"),
    /** The 3n+1 work itself: digit words, Collatz steps, the worker loop, block claims. */
    WORKLOAD("workload"),
    /** The suite's own store classes: sessions, statements, encoding (the issue allows at most 5%). */
    ADAPTER("adapter"),
    /** The JVM: GC, JIT and the JVM's own threads, and threads with no suite or engine code (JMH, JFR). */
    JVM("JVM"),
    /** Anything else: the suite's harness (store open, checks) and libraries not in the table. */
    OTHER("other");

    private final String label;

    Category(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The name of its counter in the JMH results, e.g. cpuEngineMs. */
    public String counter() {
        String[] words = name().toLowerCase(java.util.Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder("cpu");
        for (String w : words) {
            b.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        return b.append("Ms").toString();
    }
}
