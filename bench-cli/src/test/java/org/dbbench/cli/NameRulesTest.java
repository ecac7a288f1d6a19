package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.core.env.EnvSection;
import org.junit.jupiter.api.Test;

/**
 * bench-core and bench-cli name no study and no engine of a study's stores, not even in a string
 * (comments aside): what depends on either, they ask the study through bench-core's interfaces.
 */
class NameRulesTest {
    /** bench-core's and bench-cli's main sources, without comments. */
    private final Map<Path, String> coreAndCli = new TreeMap<>();

    NameRulesTest() throws IOException {
        coreAndCli.putAll(MainSources.of("bench-core"));
        coreAndCli.putAll(MainSources.of("bench-cli"));
    }

    /**
     * Not even in a string: a study's name (its module's name after "bench-") in bench-core's or bench-cli's
     * code means a command there knows the study, its options or its classes; they ask the study instead.
     */
    @Test
    void coreAndCliNameNoStudyEvenInStrings() {
        List<String> wrong = new ArrayList<>();
        for (String study : PackageRulesTest.STUDIES.keySet()) {
            wrong.addAll(foundInCoreAndCli(Pattern.compile("(?i)" + Pattern.quote(study.substring("bench-".length())))));
        }
        assertEquals(List.of(), wrong, "bench-core and bench-cli learn a study's name from the study (ServiceLoader)");
        assertTrue(coreAndCli.size() > 50, "the sources were read: " + coreAndCli.size());
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
        for (String engine : engines) {
            wrong.addAll(foundInCoreAndCli(naming(engine)));
        }
        assertEquals(List.of(), wrong, "bench-core and bench-cli learn what an engine needs from its study");
    }

    /** Where {@code name} first occurs in each main source file of bench-core and bench-cli, comments aside. */
    private List<String> foundInCoreAndCli(Pattern name) {
        List<String> found = new ArrayList<>();
        for (Map.Entry<Path, String> file : coreAndCli.entrySet()) {
            Matcher m = name.matcher(file.getValue());
            if (m.find()) {
                int line = file.getValue().substring(0, m.start()).split("\n", -1).length;
                found.add(Path.of("..").relativize(file.getKey()) + ": " + m.group() + " (line " + line
                        + " without comments)");
            }
        }
        return found;
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
    void theNameCheckSeesStringsAndNotComments() {
        String read = MainSources.withoutComments("package org.dbbench.x;\n// logio in a comment\n/** threeen1 */\n"
                + "class X {\n  String a = \"threeen1\"; // logio\n  String url = \"http://h\";\n}\n");
        assertTrue(read.contains("\"threeen1\"") && read.contains("http://h"), read);
        assertTrue(!read.contains("logio") && !read.contains("/**"), read);
    }
}
