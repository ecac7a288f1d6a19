package org.dbbench.logio.power;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
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

    /** The levels of a comma-separated list, each once, in the order given. */
    public static List<PowerLossLevel> parse(String given) {
        String allowed = String.join(", ", ALLOWED.stream().map(PowerLossLevel::label).toList());
        List<PowerLossLevel> levels = new ArrayList<>();
        for (String item : (given == null ? DEFAULT : given).split(",", -1)) {
            PowerLossLevel level = ALLOWED.stream().filter(l -> l.label().equals(item.trim())).findFirst()
                    .orElseThrow(() -> new BadInputException("--fault " + given + ": '" + item.trim()
                            + "' is not a level of --parts power; give " + allowed + " (comma-separated)"));
            if (!levels.contains(level)) levels.add(level);
        }
        return levels;
    }

    /** Speed is never measured on the layer: --fault with a speed part is refused, in one line. */
    public static BadInputException withSpeedParts(String given) {
        return new BadInputException("--fault " + given + " applies to --parts power only: speed is never measured"
                + " on the power-loss layer (it serialises every request); add --parts power alone or drop --fault");
    }
}
