package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The manual names the options the commands really have, and every option has its page.
 * The command tree is the CLI's own ({@link Main#commandLine()}), so the options read are the
 * ones picocli parses. Three checks:
 * <ul>
 * <li>Every command of the CLI has a page (the map below).</li>
 * <li>On a command's page (the map below) every {@code --long-option} belongs to that command,
 *     and every option of the command is named on its page.</li>
 * <li>Anywhere in docs/ and README.md, an invocation written as {@code bench <command> ...} names
 *     only that command's options (compare also passes its study's options on).</li>
 * </ul>
 * Only double-dash options are read: JMH's own ({@code -f}, {@code -wi}) and the JVM's flags
 * ({@code -XX:...}) have one dash. Invocations of other programs (fio, mvn, the scripts) are skipped.
 */
class DocsOptionsTest {

    /** Each command's page, by the command's path under {@code bench}. */
    static final Map<String, List<String>> PAGES = Map.of(
            "commands/quick.md", List.of("quick"),
            "commands/logio.md", List.of("logio"),
            "commands/threeen1.md", List.of("threeen1", "threeen1 run"),
            "commands/crash.md", List.of("threeen1 crash"),
            "commands/verify.md", List.of("threeen1 verify"),
            "commands/compare.md", List.of("compare"),
            "commands/report.md", List.of("report"),
            "commands/env.md", List.of("env"),
            "commands/jmh.md", List.of("jmh"),
            "commands/powercut.md", List.of("powercut"));

    /** compare hands the options it does not know to its study, so its page may name theirs. */
    private static final Map<String, List<String>> PASSED_ON = Map.of(
            "commands/compare.md", List.of("threeen1", "logio"));

    /** What every command has (picocli's standard help options). */
    private static final Set<String> EVERY_COMMAND = Set.of("help", "version");

    /** Programs whose own double-dash options a page may quote after their name. */
    private static final Set<String> OTHER_PROGRAMS = Set.of("scripts/fio-compare", "scripts/run-remote",
            "scripts/compare-check", "scripts/compare-resample", "fio", "mvn", "taskset", "perf", "sendmail", "jfr",
            "git");

    /** The JVM's own double-dash flags, which the pages about JVM flags name. */
    private static final Set<String> JVM_FLAGS = Set.of("add-opens", "add-exports", "enable-native-access",
            "sun-misc-unsafe-memory-access", "release");

    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)");
    private static final Pattern INVOCATION = Pattern.compile(
            "(?<![\\w/-])([\\w./-]*benchmarks\\.jar|scripts/bench|bench|" + String.join("|", OTHER_PROGRAMS.stream()
                    .map(Pattern::quote).toList()) + ")((?:[ \\t]+[^\\s`()]+)*)");

    private final CommandLine root = Main.commandLine();
    private final Path top = projectRoot();

    @Test
    void everyPageNamesOnlyItsCommandsOptionsAndAllOfThem() {
        List<String> problems = new ArrayList<>();
        PAGES.forEach((page, commands) -> {
            Path file = top.resolve("docs").resolve(page);
            assertTrue(Files.isRegularFile(file), "missing page " + file);
            Set<String> allowed = new TreeSet<>(JVM_FLAGS);
            allowed.addAll(EVERY_COMMAND);
            for (String c : commands) {
                allowed.addAll(options(command(c)));
            }
            for (String c : PASSED_ON.getOrDefault(page, List.of())) {
                allowed.addAll(options(command(c)));
            }
            Set<String> named = new TreeSet<>();
            for (String line : lines(file)) {
                Outside rest = checkInvocations(line, page, problems);
                Matcher m = OPTION.matcher(rest.text);
                while (m.find()) {
                    named.add(m.group(1));
                    if (!allowed.contains(m.group(1))) {
                        problems.add(page + ": --" + m.group(1) + " is not an option of " + commands);
                    }
                }
                for (String c : commands) {
                    rest.named.stream().filter(n -> n.startsWith(c + ":"))
                            .forEach(n -> named.add(n.substring(c.length() + 1)));
                }
            }
            for (String c : commands) {
                for (String option : options(command(c))) {
                    if (!named.contains(option)) {
                        problems.add(page + ": does not name --" + option + " of '" + c + "'");
                    }
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void everyCommandHasAPage() {
        Set<String> paged = new TreeSet<>();
        PAGES.values().forEach(paged::addAll);
        List<String> commands = new ArrayList<>();
        collect(root, "", commands);
        assertEquals(List.of(), commands.stream().filter(c -> !paged.contains(c)).toList(),
                "commands without a page in DocsOptionsTest.PAGES (and docs/commands/)");
    }

    private static void collect(CommandLine cmd, String path, List<String> into) {
        cmd.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                String p = path.isEmpty() ? name : path + " " + name;
                into.add(p);
                collect(sub, p, into);
            }
        });
    }

    @Test
    void everyInvocationInTheManualAndReadmeNamesRealOptions() {
        List<String> problems = new ArrayList<>();
        List<Path> files = new ArrayList<>(markdown(top.resolve("docs")));
        files.add(top.resolve("README.md"));
        for (Path file : files) {
            for (String line : lines(file)) {
                checkInvocations(line, top.relativize(file).toString(), problems);
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckCatchesAnOptionThatDoesNotExist() {
        List<String> problems = new ArrayList<>();
        checkInvocations("`bench threeen1 crash --store h2 --kils 3`", "example", problems);
        checkInvocations("`bench compare threeen1 --store h2 --b-jar h2=x.jar --b-dirr /tmp`", "example", problems);
        checkInvocations("`fio --ioengine=sync --fdatasync=1` and `bench logio --modes rwd`", "example", problems);
        assertEquals(List.of("example: `bench threeen1 crash` has no --kils",
                "example: `bench compare threeen1` has no --b-dirr"), problems);
    }

    /** What a line says outside its invocations, and the options those named ("command path:option"). */
    private record Outside(String text, Set<String> named) {}

    /**
     * Checks every {@code bench ...} invocation on the line, up to the end of its code span, and
     * returns the rest of the line (the text no invocation claimed).
     */
    private Outside checkInvocations(String line, String where, List<String> problems) {
        StringBuilder rest = new StringBuilder();
        Set<String> named = new TreeSet<>();
        Matcher m = INVOCATION.matcher(line);
        int from = 0;
        while (m.find()) {
            rest.append(line, from, m.start());
            from = m.end();
            if (OTHER_PROGRAMS.contains(m.group(1))) {
                continue;
            }
            List<String> words = List.of(m.group(2).trim().split("\\s+"));
            CommandLine cmd = root;
            StringBuilder path = new StringBuilder();
            int i = 0;
            while (i < words.size() && cmd.getSubcommands().containsKey(words.get(i))
                    && !words.get(i).equals("help")) {
                cmd = cmd.getSubcommands().get(words.get(i));
                path.append(path.isEmpty() ? "" : " ").append(words.get(i++));
            }
            if (cmd == root) {
                rest.append(m.group());
                continue;
            }
            String own = path.toString();
            Set<String> allowed = new TreeSet<>(options(cmd));
            allowed.addAll(EVERY_COMMAND);
            if (path.toString().equals("compare")) {
                // compare hands the options it does not know to the study it runs
                String study = words.stream().filter(w -> w.equals("logio") || w.equals("threeen1")).findFirst()
                        .orElse(null);
                if (study != null) {
                    path.append(' ').append(study);
                    allowed.addAll(options(command(study)));
                }
            }
            Matcher o = OPTION.matcher(String.join(" ", words.subList(i, words.size())));
            while (o.find()) {
                named.add(own + ":" + o.group(1));
                if (!allowed.contains(o.group(1))) {
                    problems.add(where + ": `bench " + path + "` has no --" + o.group(1));
                }
            }
        }
        rest.append(line.substring(from));
        return new Outside(rest.toString(), named);
    }

    private CommandLine command(String path) {
        CommandLine cmd = root;
        for (String name : path.split(" ")) {
            cmd = cmd.getSubcommands().get(name);
            assertTrue(cmd != null, "no command '" + path + "' in the CLI");
        }
        return cmd;
    }

    /** The command's long options without the two every command has. */
    private static Set<String> options(CommandLine cmd) {
        Set<String> names = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o : cmd.getCommandSpec().options()) {
            for (String n : o.names()) {
                if (n.startsWith("--") && !n.equals("--help") && !n.equals("--version")) {
                    names.add(n.substring(2));
                }
            }
        }
        return names;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> markdown(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path projectRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("docs/commands"))) {
            p = p.getParent();
        }
        assertTrue(p != null, "no docs/commands above " + Path.of("").toAbsolutePath());
        return p;
    }
}
