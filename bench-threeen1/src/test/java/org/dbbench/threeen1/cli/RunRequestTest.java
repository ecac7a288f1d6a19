package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.kv.XodusStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** What a run of every store makes of a durability level one engine has no mode for. */
class RunRequestTest {
    @TempDir
    Path tmp;

    @Test
    void everyStoreAtALevelAnEngineLacksRunsTheOthersAndSaysWhy() throws Exception {
        RunRequest none = request("--store", "all", "--durability", "none");
        List<String> names = none.stores().stream().map(StoreType::name).toList();
        assertFalse(names.contains(XodusStore.NAME), names::toString);
        assertEquals(Stores.available().size() - 1, names.size(), names::toString);
        assertTrue(none.notes().contains("skipped xodus: " + XodusStore.TYPE.refusal(none.durability())),
                none.notes()::toString);
        assertTrue(none.notes().stream().anyMatch(n -> n.startsWith("skipped xodus: xodus cannot run with --durability none")),
                none.notes()::toString);

        RunRequest relaxed = request("--store", "all", "--durability", "relaxed");
        assertEquals(Stores.available(), relaxed.stores());
        assertTrue(relaxed.notes().stream().noneMatch(n -> n.startsWith("skipped")),
                relaxed.notes()::toString);
        try (var left = Files.list(tmp)) {
            assertEquals(0, left.count(), "a request creates nothing");
        }
    }

    @Test
    void aPresetIsAValueAndAnOptionGivenWinsOverIt() {
        RunRequest quick = request("--quick", "--store", "memory");
        assertEquals(100_000, quick.workloads().get(0).to());
        assertEquals(RunPreset.QUICK.to(), quick.workloads().get(0).to());
        assertTrue(quick.sameJvm());
        assertEquals(List.of(true), quick.profiles());
        assertEquals(3, quick.runs());

        RunRequest full = request("--store", "memory");
        assertEquals(1_000_000, full.workloads().get(0).to());
        assertFalse(full.sameJvm());
        assertEquals(List.of(false, true), full.profiles());

        RunRequest given = request("--quick", "--store", "memory", "--to", "2_000", "--runs", "1", "--workers", "1..4");
        assertEquals(2_000, given.workloads().get(0).to());
        assertEquals(1, given.runs());
        assertEquals(List.of(1, 2, 4), given.workerCounts());
    }

    private RunRequest request(String... args) {
        RunCommand command = new RunCommand();
        new CommandLine(command).parseArgs(args);
        if (!List.of(args).contains("memory")) {
            command.options.dataDir = tmp; // the memory store keeps nothing, so it takes no --data-dir
        }
        command.options.results.resultsDir = tmp.resolve("results");
        return RunRequest.of(command.options);
    }
}
