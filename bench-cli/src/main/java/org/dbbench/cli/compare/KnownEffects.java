package org.dbbench.cli.compare;

import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.core.compare.StudyAdapter;

/**
 * The settings a study reads as a known effect (busy work of N ns, to check that compare finds a
 * change of known size): a whole number of ns, 0 or more, and only for the study that reads it; any
 * other study would run unchanged and the comparison would say "equivalent" about an effect that
 * never ran.
 */
final class KnownEffects {
    /** A second of busy work per commit or write is surely a typo. */
    static final long MAX_NS = 1_000_000_000L;

    private KnownEffects() {
    }

    static void check(String option, Map<String, String> settings, StudyAdapter study) {
        for (Map.Entry<String, String> s : settings.entrySet()) {
            if (study.knownEffects().contains(s.getKey())) {
                Values.whole(option + " " + s.getKey(), s.getValue(), 0, MAX_NS, "0 to " + MAX_NS + " ns");
                continue;
            }
            for (StudyAdapter other : StudyAdapters.all()) {
                if (!other.study().equals(study.study()) && other.knownEffects().contains(s.getKey())) {
                    throw new BadInputException(option + " " + s.getKey() + "=" + s.getValue() + ": " + study.study()
                            + " does not read " + s.getKey() + " (" + other.study() + " does)"
                            + (study.knownEffects().isEmpty() ? "" : "; " + study.study() + "'s known effect is "
                            + String.join(", ", study.knownEffects())));
                }
            }
        }
    }
}
