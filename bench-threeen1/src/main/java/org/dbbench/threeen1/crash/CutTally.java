package org.dbbench.threeen1.crash;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.threeen1.store.Durability;

/**
 * The counts of a power-cut series, one checked state at a time: what was acknowledged, what the
 * reopened store lost or got wrong, and, for a state the store would not open, its acknowledged
 * commits as lost in a column of their own (nothing of them can be read back).
 */
final class CutTally {
    private final Durability level;
    long acknowledged;
    long lost;
    long lostUnopened;
    long wrong;
    int failedOpens;
    int states;
    final List<String> findings = new ArrayList<>();

    CutTally(Durability level) {
        this.level = level;
    }

    /** A state that opened: {@code lost} of {@code acked} acknowledged commits missing, {@code wrong} bad entries. */
    void opened(String where, long acked, long lost, long wrong) {
        states++;
        acknowledged += acked;
        this.lost += lost;
        this.wrong += wrong;
        if (lost > 0 && level == Durability.DURABLE) {
            findings.add(where + ": lost " + lost + " of " + acked + " acknowledged commits");
        }
        if (wrong > 0 && level != Durability.NONE) findings.add(where + ": " + wrong + " wrong values");
    }

    /** A state the store would not open (or whose reopen hung): every acknowledged commit of it is lost. */
    void failedToOpen(String where, long acked, String why) {
        states++;
        acknowledged += acked;
        lostUnopened += acked;
        failedOpens++;
        if (level != Durability.NONE) findings.add(where + ": would not open: " + why);
    }
}
