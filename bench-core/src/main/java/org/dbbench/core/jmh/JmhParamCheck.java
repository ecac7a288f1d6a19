package org.dbbench.core.jmh;

import java.util.Set;

/**
 * A study's check of the {@code -p name=value} parameters {@code bench jmh} passes to its benchmarks,
 * so that a value its forks would refuse (an unknown store) is refused before JMH starts, in one line.
 * Listed in META-INF/services/org.dbbench.core.jmh.JmhParamCheck.
 */
public interface JmhParamCheck {
    /** The parameter names this study checks. */
    Set<String> params();

    /** @throws org.dbbench.core.BadInputException naming the value and what is allowed */
    void check(String param, String value);
}
