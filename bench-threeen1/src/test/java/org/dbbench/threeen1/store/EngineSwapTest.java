package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.util.Properties;
import org.dbbench.core.compare.EngineJar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.dbbench.threeen1.cli.Threeen1Compare;
import org.dbbench.threeen1.registry.Stores;

/**
 * What {@code --a-jar hsqldb=JAR} relies on, in process: a class loader that finds the given jar
 * first loads that release's engine (it opens a database and reports its own version), the jar is
 * accepted for the store by the package its descriptor names, and the version every bundle records
 * is read from the jar the engine was loaded from. The build copies HSQLDB 2.7.3 beside the bundled
 * release for it; the end-to-end run of two swapped stores is CompareOtherEnginesIT (long).
 */
class EngineSwapTest {
    private static final Path OTHER = Path.of("target", "other-engines", "hsqldb-2.7.3.jar");

    @TempDir
    Path tmp;

    @Test
    @Timeout(60)
    void aClassLoaderWithTheOtherJarFirstRunsAndReportsThatRelease() throws Exception {
        assertTrue(Files.isRegularFile(OTHER), "the build copies the other release: " + OTHER);
        StoreDescriptor.Engine engine = Stores.descriptor("hsqldb").engine();
        String bundled = EngineVersion.of(engine);
        try (URLClassLoader other = new URLClassLoader(new URL[] {OTHER.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            String swapped = EngineVersion.of(engine, other);
            assertEquals("2.7.3", swapped);
            assertNotEquals(bundled, swapped, "the class path's own release is another one");
            Driver driver = (Driver) Class.forName("org.hsqldb.jdbc.JDBCDriver", true, other)
                    .getDeclaredConstructor().newInstance();
            Properties p = new Properties();
            p.put("user", "SA");
            p.put("password", "");
            try (Connection c = driver.connect("jdbc:hsqldb:file:" + tmp.resolve("db") + ";shutdown=true", p)) {
                assertTrue(c.getMetaData().getDatabaseProductVersion().startsWith("2.7.3"),
                        c.getMetaData().getDatabaseProductVersion());
            }
        }
        EngineJar jar = EngineJar.check("--a-jar", "hsqldb=" + OTHER, new Threeen1Compare().enginePackages(),
                new Threeen1Compare()::engineVersionFile);
        assertEquals("2.7.3", jar.version());
    }

    /** Inside the shaded jar the build's list is the fallback; Maven may colour it. */
    @Test
    void theBuildsDependencyListIsReadEvenWhenColoured() {
        var m = EngineVersion.parse("\nThe following files have been resolved:\n"
                + "   org.apache.derby:derby:jar:10.16.1.1\u001B[36m -- module org.apache.derby.engine\u001B[0;1;33m\n"
                + "   org.rocksdb:rocksdbjni:jar:11.8.1 -- module rocksdbjni (auto)\n");
        assertEquals("10.16.1.1", m.get("org.apache.derby:derby"));
        assertEquals("11.8.1", m.get("org.rocksdb:rocksdbjni"));
    }
}
