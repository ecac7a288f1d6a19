package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.profile.FramePrefixes;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreDescriptor.Proof;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.runner.options.Options;
import picocli.CommandLine;

/**
 * Walks every registered store through each place that reads the descriptors: help text, the
 * unknown-store message, the JMH parameters, verify, crash, compare's engine jars, profile
 * attribution, the plan's estimates, the engine version, the durability ladder and docs/stores.md.
 * A store left out of any of them fails here, by name.
 */
class StoreDescriptorsTest {
    @TempDir
    Path tmp;

    static List<String> stores() {
        return Stores.names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void helpAndTheUnknownStoreMessageNameIt(String name) {
        List<String> help = StreamSupport.stream(new StoreNames().spliterator(), false).toList();
        assertTrue(help.stream().anyMatch(h -> h.equals(name) || h.startsWith(name + " (unavailable here")),
                help::toString);
        BadInputException e = assertThrows(BadInputException.class, () -> StoreList.byName("no-such-store"));
        assertTrue(List.of(e.getMessage().substring(e.getMessage().indexOf("allowed: ") + 9).split(",| or "))
                .stream().map(String::trim).toList().contains(name), e.getMessage());
        assertTrue(e.getMessage().endsWith(", memory or " + StoreList.EVERY), "--store also takes all: " + e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void theJmhParametersCarryIt(String name) {
        StoreType type = Stores.byName(name);
        if (type.unavailableReason() != null) {
            return; // a run refuses it here; UnavailableStoreTest covers that
        }
        RunCommand command = new RunCommand();
        new CommandLine(command).parseArgs("--store", name, "--to", "1000");
        if (type.persistent()) {
            command.options.dataDir = tmp; // the memory store keeps nothing, so it takes no --data-dir
        }
        command.options.results.resultsDir = tmp.resolve("results");
        Options jmh = JmhPlan.options(RunRequest.of(command.options));
        assertEquals(List.of(name), new ArrayList<>(jmh.getParameter("store").get()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void verifyAndCrashTakeEveryStoreOnDisk(String name) throws Exception {
        StoreType type = Stores.byName(name);
        if (!type.persistent()) {
            assertEquals(Proof.NOTHING_ON_DISK, Stores.descriptor(name).ladder().get(Durability.DURABLE).proof());
            return;
        }
        assertTrue(type.canUse(tmp.resolve("absent")), "verify and --db open an absent directory of " + name);
        if (type.unavailableReason() == null) {
            CrashCommand crash = new CrashCommand();
            new CommandLine(crash).parseArgs("--results-dir", tmp.resolve("results").toString(), "--data-dir",
                    tmp.toString());
            assertTrue(crash.request().stores().contains(type), name + " is missing from crash's every store");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void compareProfileAndVersionKnowItsEngine(String name) {
        StoreDescriptor d = Stores.descriptor(name);
        if (d.engine() == null) {
            assertEquals(StoreDescriptor.Access.IN_PROCESS_MAP, d.access(), name + " has no engine: only the floor may");
            return;
        }
        assertEquals(d.engine().jarPackage(), new Threeen1Compare().enginePackages().get(name), "--a-jar " + name);
        d.engine().packages().forEach((prefix, role) -> {
            assertTrue(FramePrefixes.table().containsKey(prefix), "--profile misses " + prefix + " of " + name);
        });
        String version = d.engine().version();
        assertTrue(version.matches("\\d+(\\.\\d+)+.*"), name + " engine version read from the class path: " + version);
        assertTrue(d.engine().coordinates().contains(":"), d.engine().coordinates());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void theLadderStatesEveryLevelAndMatchesWhatOpeningRefuses(String name) {
        StoreDescriptor d = Stores.descriptor(name);
        StoreType type = d.type();
        for (Durability level : Durability.values()) {
            StoreDescriptor.Rung rung = d.ladder().get(level);
            assertTrue(!rung.does().isBlank() && !rung.syscalls().isBlank(), name + " " + level);
            assertEquals(rung.proof() == Proof.REFUSED, type.refusal(level) != null, name + " " + level);
        }
        if (type.persistent()) {
            assertEquals(Proof.SYNC_PER_COMMIT, d.ladder().get(Durability.DURABLE).proof(),
                    name + ": durable means a sync per commit");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void thePlanHasItsExpectedSeconds(String name) {
        StoreDescriptor.Expected e = Stores.descriptor(name).expected();
        assertTrue(e.defaults() > 0 && e.tuned() > 0, name);
        assertEquals(e.measured(), ExpectedSeconds.listed(name), name);
        assertEquals(e.tuned(), ExpectedSeconds.perMillion(name, true), name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void docsStoresHasItsRowAndLadder(String name) throws Exception {
        Path doc = Path.of("..", "docs", "stores.md");
        String text = Files.readString(doc);
        assertTrue(text.contains("\n| `" + name + "` |"), "docs/stores.md has no row for " + name);
        assertTrue(text.contains("\n| " + name + " |"), "docs/stores.md has no durability ladder row for " + name);
        assertNotEquals(-1, text.indexOf(Stores.descriptor(name).access().label), name);
    }
}
