package org.dbbench.core.cli;

import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;

/**
 * A picocli converter reading one value by one rule of a study's (a duration, a size, a method name);
 * picocli needs a class it can construct, so an option's converter is a subclass naming the rule.
 */
public abstract class RuleConverter<T> implements ITypeConverter<T> {
    private final Function<String, T> rule;

    protected RuleConverter(Function<String, T> rule) {
        this.rule = rule;
    }

    @Override
    public T convert(String value) {
        return rule.apply(value);
    }
}
