package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The options {@code bench threeen1 run}, {@code crash} and {@code verify} share (--store, --from,
 * --to, --durability, --cache, --workers) are one option each: the same text becomes the same value in
 * every command, the same bad value is refused in the same words, and a refusal lists what that
 * command takes.
 */
class SharedOptionsTest {
    @TempDir
    Path tmp;

    @Test
    void theSameTextBecomesTheSameValueInEveryCommand() {
        String[] shared = {"--store", "H2", "--from", "1_000", "--to", "5_000", "--cache", "2g", "--workers", "4",
            "--durability", "Durable"};
        RunOptions run = parse(RunCommand.class, shared).options;
        CrashCommand crash = parse(CrashCommand.class, shared);
        VerifyCommand verify = parse(VerifyCommand.class, "--store", "H2", "--db", tmp.toString());
        StoreType h2 = Stores.byName("h2");

        assertEquals(List.of(h2), run.stores.stores());
        assertEquals(run.stores, crash.stores);
        assertEquals(h2, verify.type);
        assertEquals(1_000L, run.range.from);
        assertEquals(5_000L, run.range.to);
        assertEquals(run.range.from, crash.range.from);
        assertEquals(run.range.to, crash.range.to);
        assertEquals(2048, run.cache.mb());
        assertEquals(run.cache.mb(), crash.cache.mb());
        assertEquals(List.of(4), run.workers.items());
        assertEquals(4, crash.workers);
        assertEquals(Durability.DURABLE, run.durability);
        assertEquals(List.of(Durability.DURABLE), crash.durability.items());
    }

    @Test
    void notGivenIsTheSameInRunAndCrash() {
        RunOptions run = parse(RunCommand.class).options;
        CrashCommand crash = parse(CrashCommand.class);
        assertNull(run.range.from);
        assertEquals(run.range.from(), crash.range.from());
        assertEquals(0, run.cache.mb(), "0: the profile's own cache");
        assertEquals(run.cache.mb(), crash.cache.mb());
        assertNull(run.workers, "2 x processors");
        assertNull(crash.workers, "2 x processors");
    }

    /** Refused by run and crash in the same words (the command's own prefix aside). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "--from abc", "--from 0", "--from -3", "--from 1,000", "--from 9 --to 3",
        "--to 1e6", "--to 10000000001", "--to 99999999999999999999", "--to 10,000",
        "--cache 0", "--cache big", "--cache 1536K", "--cache 1048576", "--cache 2T",
        "--workers 0", "--workers 5000", "--workers -1",
        "--durability fast", "--store h2,", "--store h2,,derby"})
    void runAndCrashRefuseABadValueInTheSameWords(String args) {
        String run = refusal("run", args);
        String crash = refusal("crash", args);
        assertEquals(run, crash, args);
    }

    @Test
    void theRangeOfWorkersIsSaidAlikeWhereTheCommandsDiffer() {
        // run reads a list, so its refusal says more of what it takes; a count's range reads alike
        String allowed = "'x' is not a whole number; allowed: 1 to 1024";
        assertTrue(refusal("run", "--workers x").contains(allowed + ", comma-separated"), () -> refusal("run", "--workers x"));
        assertEquals("--workers " + allowed, refusal("crash", "--workers x"));
        assertTrue(refusal("crash", "--workers 2,4").contains("give one number from 1 to 1024"),
                () -> refusal("crash", "--workers 2,4"));
    }

    /** An unknown store: each command lists what it takes, and only that. */
    @Test
    void anUnknownStoreIsRefusedWithWhatThatCommandTakes() {
        String every = names(Stores.all());
        String kept = names(Stores.all().stream().filter(StoreType::persistent).toList());
        assertEquals("unknown store 'nosuch'; allowed: " + every + " or all", refusal("run", "--store nosuch"));
        assertEquals("unknown store 'nosuch'; allowed: " + kept + " or all", refusal("crash", "--store nosuch"));
        assertEquals("unknown store 'nosuch'; allowed: one of " + kept, refusal("verify", "--store nosuch"));
        assertEquals("unknown store 'all'; allowed: one of " + kept, refusal("verify", "--store all"));
        assertTrue(every.contains("memory") && !kept.contains("memory"), kept);
        assertTrue(refusal("crash", "--store memory").startsWith("store memory keeps nothing on disk"),
                () -> refusal("crash", "--store memory"));
        assertTrue(refusal("verify", "--store memory").startsWith("store memory keeps nothing on disk"),
                () -> refusal("verify", "--store memory"));
    }

    /** Declared once: the same help in run and crash, each command's default stated where it differs. */
    @Test
    void theHelpIsOneTextWithEachCommandsDefault() {
        CommandLine root = new CommandLine(new Threeen1Command());
        CommandLine run = root.getSubcommands().get("run");
        CommandLine crash = root.getSubcommands().get("crash");
        for (String option : List.of("--from", "--cache")) {
            assertEquals(help(run, option), help(crash, option), option);
            assertEquals(help(root, option), help(run, option), option);
        }
        assertEquals("Last number j, below 10_000_000_001; _ groups digits, a comma separates list items (default:"
                + " 1_000_000; quick: 100_000).", help(run, "--to"));
        assertEquals(help(root, "--to"), help(run, "--to"));
        assertEquals("Last number j, below 10_000_000_001; _ groups digits, a comma separates list items (default:"
                + " 20_000 numbers from i).", help(crash, "--to"));
        String usage = crash.getUsageMessage().replaceAll("\\s+", " ");
        assertTrue(usage.contains("(default: 20_000 numbers from i)"), usage);
    }

    private static String help(CommandLine command, String option) {
        return String.join(" ", command.getCommandSpec().findOption(option).description());
    }

    private static String names(List<StoreType> stores) {
        return String.join(", ", stores.stream().map(StoreType::name).toList());
    }

    /** The command's one line for {@code args}, without its "bench threeen1 ...: " prefix. */
    private String refusal(String command, String args) {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(Arrays.asList(args.split(" ")));
        if (command.equals("verify")) {
            all.addAll(List.of("--db", tmp.toString()));
        } else {
            all.addAll(List.of("--data-dir", tmp.toString(), "--results-dir", tmp.resolve("results").toString()));
        }
        Cli.Result r = Cli.run(all.toArray(new String[0]));
        assertEquals(2, r.exit(), () -> all + ": " + r);
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        String prefix = "bench threeen1 " + command + ": ";
        assertTrue(err.startsWith(prefix), err);
        return err.substring(prefix.length());
    }

    private static <T> T parse(Class<T> command, String... args) {
        CommandLine cl = new CommandLine(new Threeen1Command());
        String name = command.getAnnotation(CommandLine.Command.class).name();
        List<String> all = new ArrayList<>(List.of(name));
        all.addAll(List.of(args));
        return command.cast(cl.parseArgs(all.toArray(new String[0])).subcommand().commandSpec().userObject());
    }
}
