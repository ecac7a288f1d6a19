package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.core.env.EnvSection;
import org.junit.jupiter.api.Test;

/**
 * The project's package rules, read from the main sources (imports and fully qualified names in
 * code, comments left out): each module's packages in docs/architecture.md's order, no package cycle
 * in any module, no study module naming another, and
 * bench-core and bench-cli naming no study and no engine of a study's stores. A cycle found here is fixed by moving what both
 * packages need below them; there is no allow-list.
 */
class PackageRulesTest {
    private static final List<String> MODULES = List.of("bench-core", "bench-logio", "bench-threeen1", "bench-cli");
    private static final Map<String, String> STUDIES = Map.of("bench-logio", "org.dbbench.logio",
            "bench-threeen1", "org.dbbench.threeen1");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    /** A reference to a class of the suite: its package, then the class's capitalised name. */
    private static final Pattern REFERENCE = Pattern.compile("\\b(org\\.dbbench(?:\\.[a-z0-9_]+)+)\\.[A-Z]");

    /** Per module, each main source file's code without comments: string literals count, comments do not. */
    private final Map<String, Map<Path, String>> code = new TreeMap<>();
    /** Package to the packages its code names, per module; "file: package" for the messages. */
    private final Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
    private final Map<String, Set<String>> usedBy = new TreeMap<>();

    PackageRulesTest() throws IOException {
        for (String module : MODULES) {
            Map<String, Set<String>> graph = new TreeMap<>();
            uses.put(module, graph);
            for (String dir : List.of("src/main/java", "src/main/java22")) {
                Path root = Path.of("..", module, dir);
                if (!Files.isDirectory(root)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(root)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                        read(module, f, graph);
                    }
                }
            }
        }
    }

    private void read(String module, Path file, Map<String, Set<String>> graph) throws IOException {
        String code = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "")
                .replaceAll("(?m)\\s//[^\"\\n]*$", "");
        this.code.computeIfAbsent(module, k -> new TreeMap<>()).put(file, code);
        Matcher p = PACKAGE.matcher(code);
        assertTrue(p.find(), file + " declares no package");
        String pkg = p.group(1);
        Set<String> targets = graph.computeIfAbsent(pkg, k -> new TreeSet<>());
        Matcher m = REFERENCE.matcher(code);
        while (m.find()) {
            String target = m.group(1);
            if (!target.equals(pkg)) {
                targets.add(target);
                usedBy.computeIfAbsent(module + " " + target, k -> new TreeSet<>())
                        .add(Path.of("..").relativize(file).toString());
            }
        }
    }

    @Test
    void noModuleHasAPackageCycle() {
        List<String> cycles = new ArrayList<>();
        for (Map.Entry<String, Map<String, Set<String>>> e : uses.entrySet()) {
            for (List<String> component : stronglyConnected(e.getValue())) {
                cycles.add(e.getKey() + ": " + component);
            }
        }
        assertEquals(List.of(), cycles, "package cycles (move what both packages need below them)");
        assertTrue(uses.get("bench-core").size() > 5, "the sources were read: " + uses.get("bench-core").keySet());
    }

    /**
     * docs/architecture.md's order of each module's packages is the code's: a package imports only
     * packages before it, and every package has its place.
     */
    @Test
    void everyPackageImportsOnlyPackagesBeforeItInTheDocumentedOrder() throws IOException {
        Map<String, Map<String, Integer>> orders = documentedOrders(Files.readString(ARCHITECTURE));
        assertEquals(Set.copyOf(MODULES), orders.keySet(), ARCHITECTURE + " gives no order for some module");
        List<String> wrong = new ArrayList<>();
        for (String module : MODULES) {
            Map<String, Integer> step = orders.get(module);
            String root = ROOTS.get(module);
            Map<String, Set<String>> graph = uses.get(module);
            for (String pkg : graph.keySet()) {
                if (!step.containsKey(shortName(root, pkg))) {
                    wrong.add(module + ": " + shortName(root, pkg) + " has no place in the order");
                }
            }
            for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
                String from = shortName(root, e.getKey());
                for (String target : e.getValue()) {
                    boolean inModule = target.equals(root) || target.startsWith(root + ".");
                    String to = shortName(root, target);
                    if (inModule && step.containsKey(from) && !(step.getOrDefault(to, Integer.MAX_VALUE) < step.get(from))) {
                        Path dir = Path.of(e.getKey().replace('.', '/'));
                        wrong.add(module + ": " + from + " imports " + to + ", which is not before it, in "
                                + usedBy.get(module + " " + target).stream()
                                        .filter(f -> Path.of(f).getParent().endsWith(dir)).toList());
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "move what a package needs below it, or its place in " + ARCHITECTURE);
    }

    private static final Path ARCHITECTURE = Path.of("..", "docs", "architecture.md");
    private static final Map<String, String> ROOTS = Map.of("bench-core", "org.dbbench.core", "bench-logio",
            "org.dbbench.logio", "bench-threeen1", "org.dbbench.threeen1", "bench-cli", "org.dbbench.cli");
    /** "- `bench-core`: `core < stats, fault < env`": a module's packages, step by step. */
    private static final Pattern ORDER_LINE = Pattern.compile("(?m)^- `(bench-[a-z0-9]+)`: `([^`]+)`$");

    /** Module to package (named below the module's own) to its step in the module's documented order. */
    static Map<String, Map<String, Integer>> documentedOrders(String doc) {
        Map<String, Map<String, Integer>> orders = new TreeMap<>();
        Matcher m = ORDER_LINE.matcher(doc);
        while (m.find()) {
            Map<String, Integer> step = new TreeMap<>();
            String[] steps = m.group(2).split("<");
            for (int i = 0; i < steps.length; i++) {
                for (String pkg : steps[i].split(",")) {
                    assertEquals(null, step.put(pkg.trim(), i), m.group(1) + " names " + pkg.trim() + " twice");
                }
            }
            orders.put(m.group(1), step);
        }
        return orders;
    }

    /** "stats" for org.dbbench.core.stats, "core" for org.dbbench.core itself. */
    static String shortName(String root, String pkg) {
        return pkg.equals(root) ? root.substring(root.lastIndexOf('.') + 1)
                : pkg.startsWith(root + ".") ? pkg.substring(root.length() + 1) : pkg;
    }

    @Test
    void theOrderCheckReadsStepsAndNames() {
        Map<String, Map<String, Integer>> o = documentedOrders("text\n- `bench-x`: `x < a, b.c < d`\nmore");
        assertEquals(Map.of("bench-x", Map.of("x", 0, "a", 1, "b.c", 1, "d", 2)), o);
        assertEquals("x", shortName("org.dbbench.x", "org.dbbench.x"));
        assertEquals("b.c", shortName("org.dbbench.x", "org.dbbench.x.b.c"));
    }

    @Test
    void noStudyModuleNamesAnotherAndCoreAndCliNameNone() {
        List<String> wrong = new ArrayList<>();
        for (String module : MODULES) {
            for (Map.Entry<String, Set<String>> e : uses.get(module).entrySet()) {
                for (String target : e.getValue()) {
                    for (Map.Entry<String, String> study : STUDIES.entrySet()) {
                        boolean names = target.equals(study.getValue()) || target.startsWith(study.getValue() + ".");
                        if (names && !module.equals(study.getKey())) {
                            wrong.add(module + " names " + target + " in " + usedBy.get(module + " " + target));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "a study is reached only through bench-core's interfaces (ServiceLoader)");
    }

    /**
     * Not even in a string: a study's name (its module's name after "bench-") in bench-core's or bench-cli's
     * code means a command there knows the study, its options or its classes; they ask the study instead.
     */
    @Test
    void coreAndCliNameNoStudyEvenInStrings() {
        List<String> wrong = new ArrayList<>();
        for (String module : List.of("bench-core", "bench-cli")) {
            for (Map.Entry<Path, String> file : code.get(module).entrySet()) {
                for (String study : STUDIES.keySet()) {
                    Matcher m = Pattern.compile("(?i)" + Pattern.quote(study.substring("bench-".length())))
                            .matcher(file.getValue());
                    if (m.find()) {
                        int line = file.getValue().substring(0, m.start()).split("\n", -1).length;
                        wrong.add(Path.of("..").relativize(file.getKey()) + ": " + m.group() + " (line " + line
                                + " without comments)");
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "bench-core and bench-cli learn a study's name from the study (ServiceLoader)");
        assertTrue(code.get("bench-cli").size() > 5, "the sources were read: " + code.get("bench-cli").keySet());
    }

    /**
     * Not even an engine: bench-core and bench-cli ask the study for what depends on an engine (its jar's
     * version file, its settings' names, compare's examples). The names are the registered stores' and
     * their engines' titles, as the studies give them to bench-core's interfaces.
     */
    @Test
    void coreAndCliNameNoEngineEvenInStrings() {
        Set<String> engines = engineNames();
        assertTrue(engines.containsAll(List.of("derby", "h2", "berkeley", "je", "chronicle")), engines.toString());
        List<String> wrong = new ArrayList<>();
        for (String module : List.of("bench-core", "bench-cli")) {
            for (Map.Entry<Path, String> file : code.get(module).entrySet()) {
                for (String engine : engines) {
                    Matcher m = naming(engine).matcher(file.getValue());
                    if (m.find()) {
                        int line = file.getValue().substring(0, m.start()).split("\n", -1).length;
                        wrong.add(Path.of("..").relativize(file.getKey()) + ": " + m.group() + " (line " + line
                                + " without comments)");
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "bench-core and bench-cli learn what an engine needs from its study");
    }

    /**
     * Every name the registered studies give an engine: each part of a store name that has an engine
     * (compare's engine map: derby, h2, mvstore, bdb, je, ...) and each word of an engine's title
     * (env's versions: Berkeley, Chronicle, ...), less the words of a title that name no engine of
     * their own but a vendor or a kind of thing (Apache, JDBC, DB, Map): they are ordinary words here.
     */
    static Set<String> engineNames() {
        Set<String> names = new TreeSet<>();
        ServiceLoader.load(StudyAdapter.class).forEach(a -> a.enginePackages().keySet()
                .forEach(store -> names.addAll(List.of(store.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")))));
        Set<String> titleWords = new TreeSet<>();
        ServiceLoader.load(EnvSection.class).forEach(s -> s.versions().keySet()
                .forEach(title -> titleWords.addAll(List.of(title.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")))));
        titleWords.removeAll(NOT_AN_ENGINE);
        names.addAll(titleWords);
        names.remove("");
        return names;
    }

    private static final Set<String> NOT_AN_ENGINE = Set.of("apache", "jdbc", "db", "map");

    /**
     * A name of three letters or more anywhere in a word, in any case (derbyInfo, RocksDb); a shorter
     * one (h2, je) only as a word of its own or a camel-case part (H2Store, "h2=", bdbJe), and not as an
     * HTML heading (&lt;h2&gt; and its CSS rule "h2 {").
     */
    static Pattern naming(String engine) {
        String name = "(?i:" + Pattern.quote(engine) + ")";
        return engine.length() > 2 ? Pattern.compile(name)
                : Pattern.compile("(?:(?<![A-Za-z0-9])|(?<=[a-z])(?=[A-Z]))(?<!<)(?<!</)" + name + "(?![a-z0-9])(?!\\s*\\{)");
    }

    @Test
    void theEngineCheckSeesCamelCaseAndStringsButNotHtmlHeadings() {
        for (String code : List.of("var derbyInfo = 1;", "new H2Store()", "\"--b-jar h2=/p\"", "JeSession s;",
                "bdbJe", "\"Apache Derby\"", "RocksDb.open()", "\"h2.\"", "\"org/h2/\"")) {
            assertTrue(naming("derby").matcher(code).find() || naming("h2").matcher(code).find()
                    || naming("je").matcher(code).find() || naming("rocksdb").matcher(code).find(), code);
        }
        for (String code : List.of("\"<h2>\" + t + \"</h2>\"", "h1 { a: b; } h2 { c: d; }", "jetbrains", "object",
                "sha256", "\"dbbench\"")) {
            assertTrue(!naming("h2").matcher(code).find() && !naming("je").matcher(code).find(), code);
        }
    }

    @Test
    void theNameCheckSeesStringsAndNotComments() throws IOException {
        Path f = Files.createTempFile("PackageRules", ".java");
        try {
            Files.writeString(f, "package org.dbbench.x;\n// logio in a comment\n/** threeen1 */\nclass X {\n"
                    + "  String a = \"threeen1\"; // logio\n  String url = \"http://h\";\n}\n");
            Map<String, Set<String>> graph = new TreeMap<>();
            read("probe", f, graph);
            String read = code.remove("probe").get(f);
            assertTrue(read.contains("\"threeen1\"") && read.contains("http://h"), read);
            assertTrue(!read.contains("logio") && !read.contains("/**"), read);
        } finally {
            Files.delete(f);
        }
    }

    /** Tarjan's strongly connected components with more than one package: the cycles. */
    static List<List<String>> stronglyConnected(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> out = new ArrayList<>();
        for (String v : graph.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, graph, index, low, stack, onStack, out);
            }
        }
        return out;
    }

    private static void connect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<List<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w, graph, index, low, stack, onStack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> component = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                component.sort(null);
                out.add(component);
            }
        }
    }

    @Test
    void theCheckFindsACycle() {
        Map<String, Set<String>> g = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        assertEquals(List.of(List.of("a", "b", "c")), stronglyConnected(new TreeMap<>(g)));
    }
}
