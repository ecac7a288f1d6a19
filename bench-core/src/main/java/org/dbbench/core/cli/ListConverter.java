package org.dbbench.core.cli;

import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;

/**
 * A picocli converter reading a whole comma-separated value by one rule into a {@link ListValue}; a
 * study's converter for an option is a subclass naming the rule, e.g. {@code super(Values::modes)}.
 */
public abstract class ListConverter<T> implements ITypeConverter<ListValue<T>> {
    private final Function<String, List<T>> rule;

    protected ListConverter(Function<String, List<T>> rule) {
        this.rule = rule;
    }

    @Override
    public ListValue<T> convert(String value) {
        return new ListValue<>(rule.apply(value));
    }
}
