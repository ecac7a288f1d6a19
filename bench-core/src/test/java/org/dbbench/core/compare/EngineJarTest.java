package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JarVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineJarTest {
    private static final Map<String, String> ENGINES = Map.of("h2", "org/h2/", "derby", "org/apache/derby/");
    private static final Function<String, JarVersion.VersionFile> NO_FILE = e -> JarVersion.VersionFile.NONE;

    @TempDir
    Path tmp;

    private Path jar(String name, String version, String... entries) throws IOException {
        Path p = tmp.resolve(name);
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (version != null) {
            mf.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, version);
        }
        try (OutputStream out = Files.newOutputStream(p); JarOutputStream j = new JarOutputStream(out, mf)) {
            for (String e : entries) {
                j.putNextEntry(new JarEntry(e));
                j.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
                j.closeEntry();
            }
        }
        return p;
    }

    @Test
    void aJarOfTheEngineIsNamedByItsVersionAndHash() throws IOException {
        Path p = jar("h2-9.9.9.jar", "9.9.9", "org/h2/Driver.class");
        EngineJar j = EngineJar.check("--b-jar", "h2=" + p, ENGINES, NO_FILE);
        assertEquals("9.9.9", j.version());
        assertEquals(64, j.sha256().length());
        assertEquals(EngineJar.sha256(p), j.sha256());
        assertTrue(j.describe().contains("sha256 " + j.sha256()));
        // no version in the manifest: the file name's
        assertEquals("1.2.3", EngineJar.check("--b-jar", "h2=" + jar("h2-1.2.3.jar", null, "org/h2/Driver.class"),
                ENGINES, NO_FILE).version());
    }

    @Test
    void badJarsAreRefusedNamingTheValue() throws IOException {
        Path notAJar = Files.writeString(tmp.resolve("h2.jar"), "not a zip");
        Path otherEngine = jar("derby.jar", "10.16", "org/apache/derby/Foo.class");
        String missing = tmp.resolve("missing.jar").toString();
        assertRefused("h2=" + missing, "does not exist");
        assertRefused("h2=" + notAJar, "is not a jar");
        assertRefused("h2=" + otherEngine, "holds no class of h2");
        assertRefused("sqlserver=" + otherEngine, "allowed: ");
        assertRefused(otherEngine.toString(), "is not ENGINE=PATH");
    }

    private void assertRefused(String spec, String says) {
        BadInputException e = assertThrows(BadInputException.class, () -> EngineJar.check("--b-jar", spec, ENGINES, NO_FILE));
        assertTrue(e.getMessage().startsWith("--b-jar "), e.getMessage());
        assertTrue(e.getMessage().contains(says), e.getMessage());
    }
}
