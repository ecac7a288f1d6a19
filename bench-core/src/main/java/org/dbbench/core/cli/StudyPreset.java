package org.dbbench.core.cli;

import java.util.List;

/**
 * One preset of a study's run as {@code bench quick} shows and starts it.
 *
 * @param args the study command's arguments that select the preset (before its directory option)
 * @param shows what the run answers, in one line of {@code bench quick}'s plan
 * @param shippedSeconds its wall time on the 2-core development VM: the ETA until this machine has
 *        a run of its own in the results directory
 */
public record StudyPreset(List<String> args, String shows, long shippedSeconds) {
    public StudyPreset {
        args = List.copyOf(args);
    }
}
