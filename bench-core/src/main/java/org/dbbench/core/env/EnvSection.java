package org.dbbench.core.env;

import java.util.Map;

/**
 * A section of facts a study adds to the environment every result records (env.json, {@code bench
 * env}): facts only the study knows, such as which of its engines can run on this machine.
 * Implementations have a public no-argument constructor and are listed in
 * META-INF/services/org.dbbench.core.env.EnvSection.
 */
public interface EnvSection {
    /** The section's heading, one word, e.g. "threeen1Stores". */
    String name();

    /**
     * The study whose results record this section, by its command's name (e.g. "threeen1"): a run of
     * another study, or of no study, leaves it out. {@code bench env} records every section, and a
     * JMH run those of the studies whose benchmarks it selected.
     */
    String study();

    /** The facts, in the order they are shown. */
    Map<String, Object> facts() throws Exception;

    /**
     * The versions of what the study measures (its engines), read at run time from the class path,
     * by display name: {@code --version} and the environment's suite section list them. Cheap: no
     * native library is loaded for it.
     */
    default Map<String, String> versions() {
        return Map.of();
    }
}
