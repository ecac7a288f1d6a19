package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.Test;

/** threeen1's comparison adapter: found by ServiceLoader, its directory option, its engines. */
class Threeen1CompareTest {
    @Test
    void theStudysOwnDirectoryOptionWinsOverItsDefault() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(Path.of("/data/x"), threeen1.dirIn(List.of("--store", "h2", "--data-dir", "/data/x")));
        assertEquals(Path.of("/data/y"), threeen1.dirIn(List.of("--data-dir=/data/y", "--to", "1000")));
        assertEquals(threeen1.defaultDir(), threeen1.dirIn(List.of("--store", "h2")));
    }

    @Test
    void compareFindsItAndEveryStoreWithAnEngineCanBeSwapped() {
        assertTrue(ServiceLoader.load(StudyAdapter.class).stream()
                .anyMatch(p -> p.type() == Threeen1Compare.class), "not registered for ServiceLoader");
        List<String> withEngine = Stores.descriptors().stream().filter(d -> d.engine() != null)
                .map(StoreDescriptor::name).toList();
        assertEquals(Stores.names().size() - 1, withEngine.size(), "only the memory floor has no engine");
        assertEquals(withEngine, List.copyOf(new Threeen1Compare().enginePackages().keySet()));
        assertEquals("org/sqlite/", new Threeen1Compare().enginePackages().get("sqlite"));
    }

    /** A round that ran with the known effect says so in config.json, which is how compare verifies it took effect. */
    @Test
    void theKnownEffectIsReportedSoCompareCanVerifyIt() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(List.of("workload.extra-cpu-ns"), threeen1.knownEffects());
        assertEquals(2.0, threeen1.targetPercent());
        List<java.util.Map<String, String>> reported = threeen1.reportedSettings(java.util.Map.of("knownEffects",
                java.util.Map.of("workload.extra-cpu-ns", 2000)));
        assertEquals("2000", reported.get(0).get("workload.extra-cpu-ns"));
        assertTrue(threeen1.reportedSettings(java.util.Map.of()).isEmpty(), "nothing reported without it");
    }
}
