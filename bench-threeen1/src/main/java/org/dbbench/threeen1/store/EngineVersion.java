package org.dbbench.threeen1.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.dbbench.core.JarVersion;

/**
 * The version of an engine as this JVM runs it, read at run time from the jar its classes are loaded
 * from: the jar's own statement ({@link JarVersion}). A jar given to {@code --a-jar} comes first on the
 * class path, so its version is the one read. Inside the suite's shaded jar an engine's manifest is
 * gone; there the dependency list Maven wrote into the jar at build time
 * ({@code META-INF/dbbench/dependencies.txt}, maven-dependency-plugin's list in bench-cli) says which
 * version was shaded in.
 */
public final class EngineVersion {
    static final String DEPENDENCY_LIST = "META-INF/dbbench/dependencies.txt";
    private static final Map<String, String> BUILT_WITH = builtWith();

    private EngineVersion() {
    }

    /** The version of {@code engine} on this class path; "unknown" when nothing states it. */
    public static String of(StoreDescriptor.Engine engine) {
        return of(engine, EngineVersion.class.getClassLoader());
    }

    /** The version of {@code engine} as {@code loader} finds it ("absent" when it holds no such class). */
    public static String of(StoreDescriptor.Engine engine, ClassLoader loader) {
        URL url = loader.getResource(engine.markerClass().replace('.', '/') + ".class");
        if (url == null) {
            return "absent";
        }
        String version = null;
        if ("jar".equals(url.getProtocol())) {
            try {
                Path jar = Path.of(((JarURLConnection) url.openConnection()).getJarFileURL().toURI());
                version = JarVersion.of(jar, engine.coordinates(), engine.versionFile());
            } catch (IOException | java.net.URISyntaxException | IllegalArgumentException e) {
                version = null; // not a local jar: fall back to the build's list
            }
        }
        if (version == null) {
            version = BUILT_WITH.get(engine.coordinates());
        }
        return version == null ? "unknown" : version;
    }

    /** "groupId:artifactId" to version, from the list the build wrote; empty when it is missing. */
    private static Map<String, String> builtWith() {
        try (InputStream in = EngineVersion.class.getClassLoader().getResourceAsStream(DEPENDENCY_LIST)) {
            return in == null ? Map.of() : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** maven-dependency-plugin's list: "   com.h2database:h2:jar:2.5.252 -- module com.h2database" lines. */
    static Map<String, String> parse(String list) {
        Map<String, String> m = new HashMap<>();
        for (String line : list.split("\\R")) {
            // Maven colours the list when its console does: drop the escape sequences
            String[] words = line.replaceAll("\u001B\\[[;\\d]*m", "").trim().split("\\s+");
            String[] parts = words[0].split(":");
            if (parts.length >= 4) {
                m.putIfAbsent(parts[0] + ":" + parts[1], parts[parts.length - 1]);
            }
        }
        return m;
    }
}
