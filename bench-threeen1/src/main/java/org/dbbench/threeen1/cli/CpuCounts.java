package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.CpuPinning;

/**
 * {@code --cpus N[,N...]}: run every point pinned to that many CPUs, so that core scaling is a line of
 * its own beside thread scaling. Each count must be 1 to the CPUs this process may use.
 */
final class CpuCounts {
    private CpuCounts() {
    }

    /** Empty when not given (all CPUs, unpinned). */
    static List<Integer> parse(String text) {
        if (text == null) {
            return List.of();
        }
        int max = CpuPinning.allowedCpus().size();
        List<Integer> cpus = Numbers.parseIntList("--cpus", text, "1 to " + max + " (the CPUs here), comma-separated");
        for (int n : cpus) {
            if (n < 1 || n > max) {
                throw new BadInputException("--cpus " + n + " is not allowed; this machine lets the run use " + max
                        + " CPUs: give 1 to " + max + ", comma-separated");
            }
        }
        String why = CpuPinning.unavailableReason();
        if (why != null) {
            throw new BadInputException("--cpus cannot pin here: " + why);
        }
        return cpus;
    }
}
