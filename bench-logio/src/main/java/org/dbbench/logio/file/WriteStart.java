package org.dbbench.logio.file;

import java.util.List;
import org.dbbench.core.cli.Values;

/**
 * Where a write case's first write starts: the two sides of the 2004 question. A run measures both
 * by default, as the study's table needs the pair; a comparison that asks about one side measures
 * only it, and so fits more rounds into its budget.
 */
public enum WriteStart {
    /** On an alignment boundary, the header padded up to it. */
    ALIGNED("aligned"),
    /** Right after the header, as Derby's log did: the non-aligned side. */
    HEADER("header");

    private final String cliName;

    WriteStart(String cliName) {
        this.cliName = cliName;
    }

    /** The name on the command line, and the JMH parameter's value. */
    public String cliName() {
        return cliName;
    }

    /** The value named {@code name} (case ignored, as every name the suite reads), or null. */
    public static WriteStart byName(String name) {
        return Values.named(name, List.of(values()), WriteStart::cliName);
    }
}
