package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;

/**
 * bench compare's probe of a candidate's settings (org.dbbench.core.compare.SettingsProbe): started as
 * a round is ({@code threeen1 ARGS --results-dir DIR}, with the candidate's -D settings and jars), it
 * opens every store and profile of the run once, as a run does before its first fork, and says in one
 * line why one would not open. Creates nothing it leaves behind.
 */
public final class StoreOpenProbe {
    private StoreOpenProbe() {
    }

    public static void main(String[] args) {
        Threeen1Command command = new Threeen1Command();
        try {
            new CommandLine(command).parseArgs(Arrays.copyOfRange(args, 1, args.length)); // after "threeen1"
            StoreDescriptions.describe(RunRequest.of(command.options), 1_000);
        } catch (RuntimeException e) {
            System.out.println(reason(e));
            System.exit(2);
        }
        System.exit(0);
    }

    /** Each distinct message of the cause chain, first line only: the engine's own words are at its end. */
    static String reason(Throwable e) {
        List<String> said = new ArrayList<>();
        for (Throwable t = e; t != null && said.size() < 4; t = t.getCause()) {
            String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage().lines().findFirst()
                    .orElse("").replaceFirst(";? SQL statement:$", "").trim(); // H2 puts the SQL on the next line
            if (!m.isEmpty() && said.stream().noneMatch(s -> s.contains(m))) {
                said.add(m);
            }
        }
        return String.join(" / ", said);
    }
}
