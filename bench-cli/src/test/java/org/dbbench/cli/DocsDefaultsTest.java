package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A command's page says what its {@code --help} says about each option: the default and the values
 * allowed, not only the name ({@link DocsOptionsTest} checks the names). The help is read live from
 * the CLI's own command tree, so a changed help text is compared as it now reads; a page's options
 * table ({@code | `--name ARG` | meaning |}) is where each option's row is looked up.
 *
 * <ul>
 * <li>Default: what the help gives after "default:" (up to ",", ";", ")" or the sentence's end), or the
 *     word before "(default)", appears in the option's row, digit grouping ("20_000", "20,000")
 *     and backticks aside.</li>
 * <li>Allowed values: a list the help gives at the start of its text or after a colon ("durable,
 *     relaxed or none", "comma-separated: kill, power, ..."), and picocli's completion candidates
 *     where the help shows them: each value appears in the option's row.</li>
 * </ul>
 */
class DocsDefaultsTest {
    private static final Pattern DEFAULT = Pattern.compile(
            "(?i)\\bdefault(?: and maximum)?:\\s*(.+?)(?=[;,]|\\)|\\.\\s|\\.$|$)");
    private static final Pattern WORD_BEFORE_DEFAULT = Pattern.compile("([\\w.-]+) \\(default\\)");
    private static final String ITEM = "[a-z][a-z0-9-]*(?: \\((?:[^()]|\\([^()]*\\))*\\))?";
    private static final Pattern VALUE_LIST = Pattern.compile(
            "(?:^|: )((?:" + ITEM + ", )+" + ITEM + "(?:,? or " + ITEM + ")?)(?=$|[;.)]|,? \\()");
    private static final Pattern ROW = Pattern.compile("^\\|([^|]*)\\|(.*)\\|\\s*$");
    private static final Pattern NAME = Pattern.compile("`--([a-z][a-z0-9-]*)");

    private final CommandLine root = Main.commandLine();

    @Test
    void everyOptionRowStatesTheDefaultAndTheValuesItsHelpGives() throws IOException {
        List<String> problems = new ArrayList<>();
        Path docs = projectRoot().resolve("docs");
        for (Map.Entry<String, List<String>> page : DocsOptionsTest.PAGES.entrySet()) {
            Map<String, String> rows = optionRows(docs.resolve(page.getKey()));
            for (String path : page.getValue()) {
                for (OptionSpec o : command(path).getCommandSpec().options()) {
                    String name = o.longestName();
                    if (!name.startsWith("--") || o.usageHelp() || o.versionHelp()) {
                        continue;
                    }
                    String row = rows.get(name.substring(2));
                    if (row == null) {
                        continue; // named elsewhere on the page: DocsOptionsTest's concern
                    }
                    String help = String.join(" ", o.description());
                    String where = page.getKey() + " " + name + ": ";
                    String shown = defaultOf(help);
                    if (shown != null && !mentions(row, shown)) {
                        problems.add(where + "--help's default '" + shown + "' is not in the row: " + row);
                    }
                    for (String value : allowedValues(o, help)) {
                        if (!mentions(row, value)) {
                            problems.add(where + "--help allows '" + value + "', the row does not say so: " + row);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckCatchesAWrongDefaultAndAMissingValue() {
        assertEquals("20_000", defaultOf("Last number j (default: 20_000)."));
        assertEquals("relaxed", defaultOf("durable, relaxed or none; every store states what it does (default: relaxed)."));
        assertEquals("preallocated", defaultOf("preallocated (default), fallocated (space reserved), growing, rewrite"));
        assertTrue(mentions("the range (default 1..20,000)", "20_000"));
        assertTrue(!mentions("the range (default 1..2,000)", "20_000"));
        assertEquals(List.of("durable", "relaxed", "none"),
                valueList("durable, relaxed or none; every store states what it does (default: relaxed)."));
        assertEquals(List.of("kill", "power", "power-meta"),
                valueList("Faults, comma-separated: kill (kill -9), power, power-meta (a cut on a layer (FUSE))."));
        assertEquals(List.of(), valueList("Buffer sizes in KiB, e.g. 8 or 16."));
        assertEquals(List.of(), valueList("Largest log file (default: auto, just enough for N writes)."));
    }

    /** What the help gives as the option's default, null when it gives none. */
    static String defaultOf(String help) {
        Matcher m = DEFAULT.matcher(help);
        if (m.find()) {
            return m.group(1).trim();
        }
        Matcher w = WORD_BEFORE_DEFAULT.matcher(help);
        return w.find() ? w.group(1) : null;
    }

    private static List<String> allowedValues(OptionSpec o, String help) {
        List<String> values = new ArrayList<>(valueList(help));
        // picocli's candidates where the help shows them (an enum's constants may be spelt otherwise on the line)
        List<String> candidates = new ArrayList<>();
        if (o.completionCandidates() != null) {
            o.completionCandidates().forEach(candidates::add);
        }
        if (candidates.stream().allMatch(c -> mentions(help, c))) {
            candidates.stream().filter(c -> !values.contains(c)).forEach(values::add);
        }
        return values;
    }

    /** The values a help text lists at its start or after a colon, their explanations dropped. */
    static List<String> valueList(String help) {
        Matcher m = VALUE_LIST.matcher(help);
        if (!m.find()) {
            return List.of();
        }
        String list = m.group(1).replaceAll("\\((?:[^()]|\\([^()]*\\))*\\)", "");
        List<String> values = new ArrayList<>();
        for (String item : list.split(",? or |, ")) {
            values.add(item.trim());
        }
        return values;
    }

    /** True if the row names the value: case, backticks and digit grouping aside, as a whole word. */
    static boolean mentions(String row, String value) {
        // "20_000" is "20,000", but "512,256,128" is a list: try the commas between digits both ways
        return word(normal(row), normal(value)) || word(ungrouped(row), ungrouped(value));
    }

    private static boolean word(String text, String word) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(word) + "(?![\\w-])").matcher(text).find();
    }

    private static String normal(String s) {
        return s.toLowerCase(java.util.Locale.ROOT).replace("`", "").replace("'", "").replaceAll("(?<=\\d)_(?=\\d)", "")
                .replaceAll("\\s+", " ").trim();
    }

    private static String ungrouped(String s) {
        return normal(s).replaceAll("(?<=\\d),(?=\\d)", "");
    }

    /** The page's options table: each --name of a row's first cell, and the row's text. */
    private static Map<String, String> optionRows(Path page) throws IOException {
        Map<String, String> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(page)) {
            Matcher row = ROW.matcher(line);
            if (!row.matches()) {
                continue;
            }
            Matcher name = NAME.matcher(row.group(1));
            while (name.find()) {
                rows.putIfAbsent(name.group(1), row.group(2));
            }
        }
        return rows;
    }

    private CommandLine command(String path) {
        CommandLine cmd = root;
        for (String name : path.split(" ")) {
            cmd = cmd.getSubcommands().get(name);
        }
        return cmd;
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
