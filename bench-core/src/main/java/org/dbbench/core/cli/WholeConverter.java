package org.dbbench.core.cli;

/**
 * A picocli converter for a whole-number option by the suite's one rule ({@link Values#whole}): an
 * option's converter is a subclass giving its name, range and what its refusal says is allowed.
 */
public abstract class WholeConverter extends RuleConverter<Integer> {
    protected WholeConverter(String option, int min, int max, String allowed) {
        super(text -> Values.wholeInt(option, text, min, max, allowed));
    }
}
