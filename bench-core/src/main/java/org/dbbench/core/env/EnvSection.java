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
     * The facts a run of the study records: all of them, unless some cost a lot to learn and say
     * nothing about a run that did not touch them (whether an engine the run did not use can load).
     */
    default Map<String, Object> factsOfRun() throws Exception {
        return facts();
    }

    /**
     * The versions of what the study measures (its engines), read at run time from the class path,
     * by display name: {@code --version} and the environment's suite section list them. Cheap: no
     * native library is loaded for it.
     */
    default Map<String, String> versions() {
        return Map.of();
    }
}
