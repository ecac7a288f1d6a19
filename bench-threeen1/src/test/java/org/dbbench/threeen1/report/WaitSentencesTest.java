package org.dbbench.threeen1.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.MachineRun;
import org.dbbench.threeen1.waits.WaitFiles;
import org.dbbench.threeen1.waits.WaitShares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sentence per point, in the seed's words, from the per-run files a --waits run leaves. */
class WaitSentencesTest {
    @TempDir
    Path bundle;

    @Test
    void twoRunsMakeOneSentenceWeighedByWallTime() throws Exception {
        Map<String, String> params = Map.of("store", "h2", "tuned", "true", "durability", "relaxed", "workers", "128",
                "from", "1", "to", "1000");
        long s = 1_000_000_000L;
        // run 1: 10 s of worker time, 80% on MVStore's lock; run 2: 30 s, 60% on it
        write(params, new WaitShares(10 * s, s, s, ordered("waiting for MVStore's lock", 8 * s), Map.of(), 128));
        write(params, new WaitShares(30 * s, 6 * s, 6 * s, ordered("waiting for MVStore's lock", 18 * s), Map.of(),
                128));
        JmhRecord r = new JmhRecord(RunCase.BENCHMARK, "ss", 1, 1, "17", params, null, Map.of());
        MachineRun run = new MachineRun(bundle, null, null, List.of(r));
        Map<String, Double> shares = WaitSentences.shares(run, r);
        assertEquals(65, shares.get("waiting for MVStore's lock"), 0.01); // (8 + 18) / 40
        assertEquals("65% waiting for MVStore's lock, 18% waiting for a CPU, 18% running",
                WaitSentences.sentence(shares));
        assertEquals("h2 tuned, 128 workers", WaitSentences.point(r));
    }

    private void write(Map<String, String> params, WaitShares shares) throws Exception {
        WaitFiles.write(bundle.resolve(WaitFiles.DIR), params::get, shares);
    }

    private static Map<String, Long> ordered(String label, long ns) {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put(label, ns);
        return m;
    }
}
