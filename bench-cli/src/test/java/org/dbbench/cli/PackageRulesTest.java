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
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The project's package rules, read from the main sources (imports and fully qualified names in
 * code, comments left out): each module's packages in docs/architecture.md's order, no package cycle
 * in any module, no study module naming another, and bench-core and bench-cli naming no study's
 * package ({@link NameRulesTest}: nor its name or an engine's, even in a string). A cycle found here
 * is fixed by moving what both packages need below them; there is no allow-list.
 */
class PackageRulesTest {
    static final List<String> MODULES = List.of("bench-core", "bench-logio", "bench-threeen1", "bench-cli");
    static final Map<String, String> STUDIES = Map.of("bench-logio", "org.dbbench.logio",
            "bench-threeen1", "org.dbbench.threeen1");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    /** A reference to a class of the suite: its package, then the class's capitalised name. */
    private static final Pattern REFERENCE = Pattern.compile("\\b(org\\.dbbench(?:\\.[a-z0-9_]+)+)\\.[A-Z]");

    /** Package to the packages its code names, per module; "file: package" for the messages. */
    private final Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
    private final Map<String, Set<String>> usedBy = new TreeMap<>();

    PackageRulesTest() throws IOException {
        for (String module : MODULES) {
            Map<String, Set<String>> graph = new TreeMap<>();
            uses.put(module, graph);
            for (Map.Entry<Path, String> file : MainSources.of(module).entrySet()) {
                index(module, file.getKey(), file.getValue(), graph);
            }
        }
    }

    private void index(String module, Path file, String code, Map<String, Set<String>> graph) {
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
