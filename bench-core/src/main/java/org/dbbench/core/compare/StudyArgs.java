package org.dbbench.core.compare;

import java.util.List;

/** Reading the study's own options out of the arguments bench compare passes on. */
public final class StudyArgs {
    private StudyArgs() {
    }

    /** The value of {@code option} ("--store h2" or "--store=h2"), the last one given; null when absent. */
    public static String value(List<String> args, String option) {
        String found = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals(option) && i + 1 < args.size()) {
                found = args.get(i + 1);
            } else if (a.startsWith(option + "=")) {
                found = a.substring(option.length() + 1);
            }
        }
        return found;
    }

    public static boolean has(List<String> args, String option) {
        return args.stream().anyMatch(a -> a.equals(option) || a.startsWith(option + "="));
    }
}
