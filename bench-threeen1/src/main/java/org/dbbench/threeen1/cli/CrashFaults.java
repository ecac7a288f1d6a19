package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.core.fault.PowerLossLevel;

/**
 * {@code crash --fault} as typed once: whether kill -9 is among the faults, and the power-loss levels
 * asked, in order, repeats dropped.
 */
record CrashFaults(boolean kill, List<PowerLossLevel> power) {
    static final String KILL = "kill";

    CrashFaults {
        power = List.copyOf(power);
    }

    static CrashFaults parse(String text) {
        String allowed = KILL + ", " + PowerLossLevel.labels();
        boolean kill = false;
        List<PowerLossLevel> power = new ArrayList<>();
        for (String f : Values.items("--fault", text, allowed)) {
            if (Values.sameName(f, KILL)) {
                kill = true;
                continue;
            }
            PowerLossLevel level = Values.named(f, List.of(PowerLossLevel.values()), PowerLossLevel::label);
            if (level == null) {
                throw new BadInputException("--fault " + text + ": unknown fault '" + f + "'; give " + allowed
                        + " (comma-separated)");
            }
            if (!power.contains(level)) {
                power.add(level);
            }
        }
        return new CrashFaults(kill, power);
    }

    /** The faults as --fault takes them, for a message. */
    String text() {
        List<String> names = new ArrayList<>();
        if (kill) {
            names.add(KILL);
        }
        power.forEach(l -> names.add(l.label()));
        return String.join(",", names);
    }
}
