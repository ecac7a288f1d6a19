package org.dbbench.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;

/** The metadata models {@code --model} takes, in the order given, duplicates dropped. */
final class PowercutModels {
    static final String NAMES = "posix";
    static final String DEFAULT = "posix";

    private PowercutModels() {
    }

    static List<String> parse(String text) {
        List<String> known = List.of(NAMES.split(",\\s*"));
        List<String> out = new ArrayList<>();
        for (String item : Values.items("--model", text, NAMES)) {
            String name = Values.named(item, known, x -> x);
            if (name == null) {
                throw new BadInputException("--model '" + text + "': unknown model '" + item + "'; give " + NAMES
                        + " (comma-separated)");
            }
            if (!out.contains(name)) out.add(name);
        }
        return out;
    }
}
