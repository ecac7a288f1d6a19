package org.dbbench.core.cli;

import java.util.List;

/**
 * A comma-separated option's value, converted whole by the option's picocli converter. picocli
 * applies a converter to a collection field item by item; an option whose items expand (a group
 * name standing for several), depend on each other (duplicates dropped, a sorted list) or whose
 * refusal must quote the whole value is converted as one value, and this holds the typed result.
 */
public record ListValue<T>(List<T> items) {
    public ListValue {
        items = List.copyOf(items);
    }
}
