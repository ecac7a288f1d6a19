package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.dbbench.core.jmh.CandidateForkArgs;
import org.junit.jupiter.api.Test;

class ForkArgsTest {
    @Test
    void aFlagOverriddenLaterIsNotInForce() {
        List<String> fork = List.of("-Xmx1g", "-Dx=1", "-XX:+UseParallelGC", "-Xmx512m", "-XX:-UseCompressedOops");
        assertEquals("-Xmx1g", ForkArgs.notInForce(List.of("-Xmx1g"), fork));
        assertNull(ForkArgs.notInForce(List.of("-Xmx512m", "-Dx=1", "-XX:-UseCompressedOops"), fork));
        assertEquals("-XX:+UseCompressedOops", ForkArgs.notInForce(List.of("-XX:+UseCompressedOops"), fork));
        assertEquals("-XX:+UseG1GC", ForkArgs.notInForce(List.of("-XX:+UseG1GC"), fork));
        assertEquals("-Dy=2", ForkArgs.notInForce(List.of("-Dy=2"), fork));
    }

    @Test
    void candidateFlagsComeLastAndTheirCollectorReplacesTheStudys() {
        List<String> study = List.of("-XX:+UseParallelGC", "-Xmx512m", "--add-opens=x");
        List<String> merged = CandidateForkArgs.apply(study, List.of("-XX:+UseG1GC", "-Xmx1g"));
        assertEquals(List.of("-Xmx512m", "--add-opens=x", "-XX:+UseG1GC", "-Xmx1g"), merged);
        assertNull(ForkArgs.notInForce(List.of("-XX:+UseG1GC", "-Xmx1g"), merged));
        assertEquals(study, CandidateForkArgs.apply(study, List.of()));
    }
}
