package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.cli.Threeen1Command;
import org.dbbench.threeen1.crash.ChildJvm;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import org.dbbench.threeen1.cli.StoreList;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.registry.StoreAvailability;

/**
 * A store whose native library does not load here: tried once, listed with its reason, skipped by
 * {@code --store all}, refused (one line, exit 2) when named.
 */
class UnavailableStoreTest {
    private static final AtomicInteger LOADS = new AtomicInteger();
    private static final NativeStoreType BROKEN = new NativeStoreType("broken", o -> {
        throw new AssertionError("an unavailable store must never be opened");
    }, dir -> true, () -> {
        LOADS.incrementAndGet();
        throw new UnsatisfiedLinkError("no libbroken in java.library.path");
    });

    @Test
    void theLoadIsTriedOnceAndItsErrorIsTheReason() {
        String why = BROKEN.unavailableReason();
        assertTrue(why.contains("UnsatisfiedLinkError: no libbroken in java.library.path"), why);
        assertTrue(why.contains(System.getProperty("os.arch")), why);
        assertEquals(why, BROKEN.unavailableReason());
        assertEquals(1, LOADS.get());
        BadInputException e = assertThrows(BadInputException.class,
                () -> BROKEN.open(new StoreOptions(Path.of("unused"), Durability.RELAXED, true, 0, 0)));
        assertEquals("store broken cannot run here: " + why, e.getMessage());
    }

    @Test
    void allSkipsItAndNamingItIsRefused() {
        List<StoreType> registry = List.of(MemoryStore.TYPE, BROKEN);
        assertEquals(List.of(MemoryStore.TYPE), StoreList.parse("all", registry));
        BadInputException e = assertThrows(BadInputException.class, () -> StoreList.parse("memory,broken", registry));
        assertTrue(e.getMessage().startsWith("store broken cannot run here: its native library does not load"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertEquals(List.of(MemoryStore.TYPE), StoreList.parse("memory", registry));
    }

    @Test
    void everyRegisteredStoreRunsOnThisMachine() {
        for (StoreType t : Stores.all()) {
            assertNull(t.unavailableReason(), t.name());
        }
        assertEquals(Stores.all(), StoreList.parse("all"));
    }

    /**
     * The real LMDB store, made unavailable the way a platform without its library would be (lmdbjava
     * cannot extract it), in a JVM of its own: help, bench env's section and the registry say so.
     */
    @Test
    void aRealNativeStoreThatCannotLoadIsReportedEverywhere() throws Exception {
        List<String> cmd = new ArrayList<>(ChildJvm.command(Report.class));
        cmd.add(1, "-Dlmdbjava.extract.dir=/dev/null");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        String reason = "its native library does not load on linux-" + System.getProperty("os.arch")
                + ": IllegalStateException: Invalid extraction directory /dev/null";
        String help = out.replaceAll("\\s+", " ");
        assertTrue(help.contains("lmdb (unavailable here: " + reason + ")"), out);
        assertTrue(out.contains("env: lmdb=unavailable: " + reason), out);
        assertTrue(out.contains("env: rocksdb=available"), out);
        String everyOther = String.join(",", Stores.names().stream().filter(n -> !n.equals("lmdb")).toList());
        assertTrue(out.contains("all: " + everyOther), "all means every store but lmdb (" + everyOther + "): " + out);
        assertTrue(out.contains("named: store lmdb cannot run here: " + reason), out);
    }

    /** The child: prints threeen1's help, the env section, what "all" means and what naming lmdb gives. */
    public static final class Report {
        public static void main(String[] args) {
            System.out.println(new CommandLine(new Threeen1Command()).getUsageMessage());
            new StoreAvailability().facts().forEach((k, v) -> System.out.println("env: " + k + "=" + v));
            System.out.println("all: " + StoreList.join(StoreList.parse("all")));
            try {
                StoreList.parse("lmdb");
            } catch (BadInputException e) {
                System.out.println("named: " + e.getMessage());
            }
        }
    }
}
