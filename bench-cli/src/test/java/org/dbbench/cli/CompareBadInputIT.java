package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input to bench compare: one line naming the value and what is allowed, exit 2, nothing written. */
class CompareBadInputIT {
    @TempDir
    Path tmp;

    private final Jdk jdk = Jdk.current();

    private void assertRefused(String culprit, String... args) throws Exception {
        Path results = tmp.resolve("results");
        List<String> all = new ArrayList<>(List.of("compare", "--results-dir", results.toString()));
        all.addAll(List.of(args));
        Jar.Result r = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, all.toArray(new String[0]));
        assertEquals(2, r.exit(), r.all());
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), "one line on stderr:\n" + r.err());
        assertTrue(lines.get(0).contains(culprit), "should name " + culprit + ": " + lines.get(0));
        assertFalse(r.all().contains("Exception") || r.all().contains("\tat "), "stack trace:\n" + r.all());
        assertFalse(Files.exists(results), "results were written");
    }

    @Test
    void badJars() throws Exception {
        Path notAJar = Files.writeString(tmp.resolve("h2.jar"), "not a zip");
        assertRefused("missing.jar", "threeen1", "--store", "h2", "--b-jar", "h2=" + tmp.resolve("missing.jar"));
        assertRefused("is not a jar", "threeen1", "--store", "h2", "--b-jar", "h2=" + notAJar);
        Path derby = Path.of(System.getProperty("user.home"), ".m2/repository/org/apache/derby/derbyshared/10.16.1.1/"
                + "derbyshared-10.16.1.1.jar");
        if (Files.exists(derby)) {
            assertRefused("holds no class of h2", "threeen1", "--store", "h2", "--b-jar", "h2=" + derby);
        }
        assertRefused("runs no database engine", "logio", "--quick", "--b-jar", "h2=" + notAJar);
    }

    @Test
    void notAJdk17() throws Exception {
        Path fake = Files.writeString(tmp.resolve("java"), "#!/bin/sh\necho 'java.specification.version = 11' >&2\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertRefused("Java 11; a JDK 17 or newer is needed", "threeen1", "--b-java", fake.toString());
        assertRefused("not an executable file", "threeen1", "--b-java", tmp.resolve("nojava").toString());
    }

    @Test
    void badValues() throws Exception {
        assertRefused("--rounds 1 is not allowed; give 2 to 50", "threeen1", "--rounds", "1");
        assertRefused("--rounds many", "threeen1", "--rounds", "many");
        assertRefused("study 'sql' cannot be compared; allowed: logio, threeen1", "sql");
        assertRefused("--fail-slower lots", "threeen1", "--fail-slower", "lots");
        assertRefused("--b-set pageSize is not KEY=VALUE", "threeen1", "--b-set", "pageSize");
        assertRefused("--a-dir", "logio", "--a-dir", tmp.resolve("nowhere").toString());
        assertRefused("--db cannot be compared", "threeen1", "--db", tmp.resolve("db").toString());
    }

    /** A value only the study knows is wrong: its own one-line message, from the first round, nothing kept. */
    @Test
    void theStudysOwnRefusal() throws Exception {
        assertRefused("nosuchstore", "threeen1", "--store", "nosuchstore");
    }
}
