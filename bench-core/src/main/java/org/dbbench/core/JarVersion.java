package org.dbbench.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version a jar states about itself, read from the jar at run time: the Maven pom.properties of
 * the given coordinates, then Implementation-Version, a version file of the engine's own (its study
 * knows which: {@link VersionFile}), Bundle-Version, and the version in the file name, in that order. Used for an engine jar given to {@code --a-jar} and
 * for the engine jars a run loads from its class path. The suite's own shaded jar states only the
 * pom.properties its dependencies brought (its manifest is the suite's), so for it only those count.
 */
public final class JarVersion {
    /** The Implementation-Title of the suite's own jar: its manifest says nothing about an engine. */
    public static final String SUITE_TITLE = "dbbench";
    private static final Pattern VERSION_IN_NAME = Pattern.compile("-(\\d+(?:\\.\\d+)+[\\w.-]*)\\.jar$");

    private JarVersion() {
    }

    /**
     * Where an engine states its version in a file of its own instead of its manifest; the study that
     * runs the engine knows the file, the suite does not.
     */
    @FunctionalInterface
    public interface VersionFile {
        /** For an engine that states its version nowhere but the usual places. */
        VersionFile NONE = jar -> null;

        /** @return the version the jar's own file states, or null when the jar holds no such file */
        String read(JarFile jar) throws IOException;
    }

    /**
     * @param coordinates "groupId:artifactId" of the engine, or null when unknown
     * @param versionFile the engine's own version file ({@link VersionFile#NONE} when it has none)
     * @return the version, or null when the jar states none
     */
    public static String of(JarFile jar, Path path, String coordinates, VersionFile versionFile) throws IOException {
        String fromPom = pomVersion(jar, coordinates);
        if (fromPom != null) {
            return fromPom;
        }
        Attributes main = jar.getManifest() == null ? new Attributes() : jar.getManifest().getMainAttributes();
        if (SUITE_TITLE.equals(main.getValue(Attributes.Name.IMPLEMENTATION_TITLE))) {
            return null;
        }
        String impl = main.getValue(Attributes.Name.IMPLEMENTATION_VERSION);
        if (impl != null && !impl.isBlank()) {
            return impl.trim();
        }
        String own = versionFile.read(jar);
        if (own != null && !own.isBlank()) {
            return own.trim();
        }
        String bundle = main.getValue("Bundle-Version");
        if (bundle != null && !bundle.isBlank()) {
            return bundle.trim();
        }
        Matcher m = VERSION_IN_NAME.matcher(path.getFileName().toString());
        return m.find() ? m.group(1) : null;
    }

    /** As {@link #of(JarFile, Path, String, VersionFile)}, opening the jar; null also when it cannot be read. */
    public static String of(Path path, String coordinates, VersionFile versionFile) {
        try (JarFile jar = new JarFile(path.toFile())) {
            return of(jar, path, coordinates, versionFile);
        } catch (IOException e) {
            return null;
        }
    }

    private static String pomVersion(JarFile jar, String coordinates) throws IOException {
        if (coordinates == null || coordinates.indexOf(':') < 0) {
            return null;
        }
        String[] ga = coordinates.split(":");
        var entry = jar.getEntry("META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties");
        if (entry == null) {
            return null;
        }
        Properties p = new Properties();
        try (InputStream in = jar.getInputStream(entry)) {
            p.load(in);
        }
        String v = p.getProperty("version");
        return v == null || v.isBlank() ? null : v.trim();
    }
}
