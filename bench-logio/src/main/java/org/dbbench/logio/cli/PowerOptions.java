package org.dbbench.logio.cli;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.logio.power.PowerFaults;
import picocli.CommandLine.Option;

/**
 * The options of {@code --parts power}: how many cuts, which power-loss levels and how many further
 * crash states per cut. Each is refused with the speed parts, which never run on the layer.
 */
final class PowerOptions {
    @Option(names = "--cuts", paramLabel = "N",
            converter = LogioConverters.Cuts.class, description = "Power cuts of --parts power (default: "
            + PowerPart.DEFAULT_CUTS + "); each method writes through every cut.")
    Integer cuts;

    @Option(names = "--states", paramLabel = "N", description = "With --parts power: after each cut also count the"
            + " records in the base state and N further crash states per metadata model (posix, ext4), drawn at"
            + " random (docs/power-loss.md) (default: 0).")
    String states;

    @Option(names = "--fault", paramLabel = "LIST", description = "Power-loss levels of --parts power, comma-separated:"
            + " power (unsynced data dropped), power-torn (and the last unsynced write cut at a sector); default: "
            + PowerFaults.DEFAULT + ".")
    String fault;

    /** Every power option checked against the parts the run measures; nothing created. */
    void check(LogioSettings s) {
        faults(s);
        stateCount(s);
        if (cuts != null && !s.parts.contains(Part.POWER)) {
            throw new BadInputException("--cuts " + cuts + " applies to --parts power only; add --parts power or drop it");
        }
    }

    int cutCount() {
        return cuts == null ? PowerPart.DEFAULT_CUTS : cuts;
    }

    /** The power-loss levels of --parts power (empty for the speed parts, which refuse --fault). */
    List<PowerLossLevel> faults(LogioSettings s) {
        if (s.parts.contains(Part.POWER)) {
            return PowerFaults.parse(fault);
        }
        if (fault != null) {
            throw PowerFaults.withSpeedParts(fault);
        }
        return List.of();
    }

    /** --states: 0 or more, and only with --parts power. */
    int stateCount(LogioSettings s) {
        if (states == null) {
            return 0;
        }
        int n = Values.wholeInt("--states", states, 0, 1000, "0 to 1000");
        if (!s.parts.contains(Part.POWER)) {
            throw new BadInputException("--states " + states + " applies to --parts power only; add --parts power or drop it");
        }
        return n;
    }
}
