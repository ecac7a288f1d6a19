package org.dbbench.logio.power;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.core.fault.PowerLossLevel;

/**
 * {@code logio --fault}: the power-loss levels the power part cuts at. power-meta is not offered:
 * the part creates each method's log file itself, so undoing its directory entry would judge the
 * harness, not the sync method.
 */
public final class PowerFaults {
    public static final String DEFAULT = "power";
    private static final List<PowerLossLevel> ALLOWED = List.of(PowerLossLevel.POWER, PowerLossLevel.POWER_TORN);

    private PowerFaults() {
    }

    /** The levels of a comma-separated list (the suite's one list rule, names ignoring case), each once. */
    public static List<PowerLossLevel> parse(String given) {
        String text = given == null ? DEFAULT : given;
        String allowed = String.join(", ", ALLOWED.stream().map(PowerLossLevel::label).toList());
        Set<PowerLossLevel> levels = new LinkedHashSet<>();
        for (String item : Values.items("--fault", text, allowed)) {
            PowerLossLevel level = Values.named(item, ALLOWED, PowerLossLevel::label);
            if (level == null) {
                throw new BadInputException("--fault " + text + ": '" + item
                        + "' is not a level of --parts power; give " + allowed + " (comma-separated)");
            }
            levels.add(level);
        }
        return List.copyOf(levels);
    }

    /** Speed is never measured on the layer: --fault with a speed part is refused, in one line. */
    public static BadInputException withSpeedParts(String given) {
        return new BadInputException("--fault " + given + " applies to --parts power only: speed is never measured"
                + " on the power-loss layer (it serialises every request); add --parts power alone or drop --fault");
    }
}
