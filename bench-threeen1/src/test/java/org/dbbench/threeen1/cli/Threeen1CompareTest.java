package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JarVersion;
import org.dbbench.core.compare.EngineJar;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** threeen1's comparison adapter: found by ServiceLoader, its directory option, its engines and their facts. */
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

    /** Derby's jar states its version only in its own file: the study names it for compare's --a-jar. */
    @Test
    void aDerbyJarIsNamedByTheVersionInDerbysOwnFile(@TempDir Path tmp) throws IOException {
        Path jar = tmp.resolve("derby-custom.jar");
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar))) {
            j.putNextEntry(new JarEntry("org/apache/derby/info/engine/info.properties"));
            j.write("derby.version.major=10\nderby.version.minor=16\nderby.version.maint=1000001\n"
                    .getBytes(StandardCharsets.ISO_8859_1));
            j.putNextEntry(new JarEntry("org/apache/derby/Foo.class"));
            j.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
        }
        Threeen1Compare threeen1 = new Threeen1Compare();
        EngineJar derby = EngineJar.check("--b-jar", "derby=" + jar, threeen1.enginePackages(),
                threeen1::engineVersionFile);
        assertEquals("10.16.1.1", derby.version());
        assertEquals(JarVersion.VersionFile.NONE, threeen1.engineVersionFile("h2"));
    }

    /** H2 takes a database setting as -Dh2.SETTING and reports it as SETTING; other keys keep their one name. */
    @Test
    void anH2SettingIsLookedUpAlsoWithoutItsPrefix() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(List.of("h2.WRITE_DELAY", "WRITE_DELAY"), threeen1.reportedNames("h2.WRITE_DELAY"));
        assertEquals(List.of("H2.url.CACHE_SIZE", "url.CACHE_SIZE"), threeen1.reportedNames("H2.url.CACHE_SIZE"));
        assertEquals(List.of("je.log.bufferSize"), threeen1.reportedNames("je.log.bufferSize"));
        assertEquals(List.of("h2."), threeen1.reportedNames("h2."));
    }

    /** A round is one measured run unless --runs is given, read as the run reads it; --db is refused however spelt. */
    @Test
    void roundsRunOnceUnlessToldAndNeverOnAGivenStore() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(List.of("--store", "h2", "--runs", "1"), threeen1.roundArgs(List.of("--store", "h2")));
        assertEquals(List.of("--runs=3", "--store", "h2"), threeen1.roundArgs(List.of("--runs=3", "--store", "h2")));
        assertEquals(List.of("run", "--runs", "2"), threeen1.roundArgs(List.of("run", "--runs", "2")));
        // arguments the run would refuse pass unchanged: the study's own check refuses them next, in its words
        List<String> refused = List.of("--store", "h2", "--results-dir", "--db");
        assertEquals(refused, threeen1.roundArgs(refused));
        for (List<String> db : List.of(List.of("--db", "/x"), List.of("--db=/x"), List.of("run", "--db", "/x"))) {
            assertThrows(BadInputException.class, () -> threeen1.roundArgs(db), db.toString());
        }
    }

    /** A lockstep round is the turns in one fork per case; the options that would change that are refused by name. */
    @Test
    void aLockstepRoundRunsItsTurnsInOneForkAndRefusesWhatWouldChangeThat() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(List.of("--store", "h2", "--warmups", "1", "--runs", "7", "--same-jvm"),
                threeen1.lockstepArgs(List.of("--store", "h2"), 1, 7));
        for (String option : List.of("--runs=2", "--same-jvm", "--warmups=1", "--db=/x")) {
            BadInputException e = assertThrows(BadInputException.class,
                    () -> threeen1.lockstepArgs(List.of("--store", "h2", option), 1, 7));
            assertTrue(e.getMessage().startsWith(option.split("=")[0]), e.getMessage());
        }
    }

    /** --store is read by the run's own option, so it is typed as the rounds will type it, subcommand and case alike. */
    @Test
    void anEngineNoStoreNamedRunsIsSaidFromTheTypedStores() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals("--store memory runs no h2 store", threeen1.engineUnused("h2", List.of("--store", "MEMORY")));
        assertEquals("--store memory,derby runs no h2 store",
                threeen1.engineUnused("h2", List.of("run", "--to", "1_000", "--store=memory,derby")));
        assertEquals(null, threeen1.engineUnused("h2", List.of("--store", "memory,H2")));
        assertEquals(null, threeen1.engineUnused("h2", List.of("--store", "h2-mvstore")), "MVStore is in H2's jar");
        assertEquals("--store h2-mvstore runs no derby store",
                threeen1.engineUnused("derby", List.of("--store", "h2-mvstore")));
        assertEquals(null, threeen1.engineUnused("h2", List.of("--store", "all")));
        assertEquals(null, threeen1.engineUnused("h2", List.of("--to", "1000")), "the default selection may run it");
        assertEquals(null, threeen1.engineUnused("h2", List.of("--store", "nosuch")), "the study's check refuses it next");
        assertEquals("--store memory runs no derby store",
                threeen1.settingUnused("derby.storage.pageSize", List.of("--store", "memory")));
    }
}
