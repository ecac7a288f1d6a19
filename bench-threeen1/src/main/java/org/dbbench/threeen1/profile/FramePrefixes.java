package org.dbbench.threeen1.profile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.registry.Stores;

/**
 * The one table that says which code belongs to which {@link Category}: class-name prefixes, the
 * longest matching prefix wins. The suite's own classes are listed here; each engine's packages come
 * from its store's {@link StoreDescriptor}. {@code null} marks code that decides nothing by itself (the JDK and
 * neutral helpers): its caller decides.
 *
 * <p>How a sample is attributed ({@link #classify}): walk its stack from the top frame down, past
 * every frame whose class is neutral or in no entry, to the first frame whose class has a category;
 * that category takes the sample. So a HashMap lookup inside H2 is H2's, String encoding called by
 * our session is the adapter's, and a Derby type comparison called by Derby's B-tree is the engine's.
 * A stack with no such frame is JVM when it holds only JDK frames (reference handling, JFR) and
 * other otherwise. A native-method sample (a thread inside native code) counts only when the native
 * method belongs to a non-JDK class: that is an engine's own C code reached through JNI (SQLite,
 * RocksDB, LMDB through jffi), and it is the engine's. Threads in the JDK's native methods (file and
 * socket I/O) are waiting or in the kernel and are not counted as samples.
 */
public final class FramePrefixes {
    private static final Map<String, Category> TABLE = new LinkedHashMap<>();

    static {
        // the JDK and neutral helpers: the caller decides
        for (String p : List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "org.slf4j.",
                "org.apache.commons.")) {
            neutral(p);
        }
        // the suite: its harness (store open, checks), the workload, the adapter (store classes)
        put("org.dbbench.", Category.OTHER);
        for (String c : List.of("Worker", "Coordinator", "BlockClaims", "DigitWords", "Collatz")) {
            put("org.dbbench.threeen1.workload." + c, Category.WORKLOAD);
        }
        put("org.dbbench.threeen1.store.", Category.ADAPTER);
        // the floor has no engine but the ConcurrentHashMap this class wraps: its frames are the "engine"
        put("org.dbbench.threeen1.store.MemoryStore", Category.ENGINE);
        // beside the run: the progress line, JMH's harness, this profiler (JFR starting and stopping)
        put("org.dbbench.threeen1.workload.Progress", Category.JVM);
        put("org.dbbench.threeen1.jmh.", Category.JVM);
        put("org.dbbench.threeen1.profile.", Category.JVM);
        put("org.openjdk.jmh.", Category.JVM);

        // every engine's packages, as its store's descriptor states them
        for (StoreDescriptor d : Stores.descriptors()) {
            if (d.engine() != null) {
                d.engine().packages().forEach((prefix, role) -> TABLE.put(prefix, category(role)));
            }
        }
    }

    /** Class name to its entry's category (or none): the table is looked up once per class. */
    private static final Map<String, Lookup> CACHE = new ConcurrentHashMap<>();

    private record Lookup(boolean known, Category category) {
    }

    private FramePrefixes() {
    }

    /** An engine package's role as a column of the profile; null for neutral helpers. */
    static Category category(StoreDescriptor.Role role) {
        return switch (role) {
            case ENGINE -> Category.ENGINE;
            case DRIVER -> Category.SQL_DRIVER;
            case NEUTRAL -> null;
        };
    }

    private static void put(String prefix, Category c) {
        TABLE.put(prefix, c);
    }

    private static void neutral(String prefix) {
        TABLE.put(prefix, null);
    }

    /** Every prefix with its category (null = neutral), in the table's order. */
    public static Map<String, Category> table() {
        return java.util.Collections.unmodifiableMap(TABLE);
    }

    /**
     * The category of one sample.
     *
     * @param classesTopFirst the class name of each frame, the executing one first
     * @param nativeSample the thread was in a native method (a JFR native-method sample)
     * @return the category, or null when the sample is not counted (a thread in a JDK native method)
     */
    public static Category classify(List<String> classesTopFirst, boolean nativeSample) {
        if (classesTopFirst.isEmpty()) {
            return nativeSample ? null : Category.JVM;
        }
        if (nativeSample) {
            Lookup top = lookup(classesTopFirst.get(0));
            // JNI into a library's own code; a neutral class (the JDK) in native code is I/O or waiting
            return top.known() && top.category() == null ? null : Category.ENGINE;
        }
        int deciding = decidingFrame(classesTopFirst);
        if (deciding >= 0) {
            return lookup(classesTopFirst.get(deciding)).category();
        }
        boolean onlyJdk = classesTopFirst.stream().allMatch(cls -> lookup(cls).known());
        return onlyJdk ? Category.JVM : Category.OTHER;
    }

    /**
     * The frame that decides a Java sample's category: the first from the top whose class has one
     * (past the JDK and neutral helpers); -1 when no frame has one.
     */
    public static int decidingFrame(List<String> classesTopFirst) {
        for (int i = 0; i < classesTopFirst.size(); i++) {
            if (lookup(classesTopFirst.get(i)).category() != null) {
                return i;
            }
        }
        return -1;
    }

    private static Lookup lookup(String className) {
        return CACHE.computeIfAbsent(className, name -> {
            String best = null;
            for (String prefix : TABLE.keySet()) {
                if (name.startsWith(prefix) && (best == null || prefix.length() > best.length())) {
                    best = prefix;
                }
            }
            return new Lookup(best != null, best == null ? null : TABLE.get(best));
        });
    }
}
