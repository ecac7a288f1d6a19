package org.dbbench.core.compare;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;
import java.util.jar.JarFile;
import java.util.zip.ZipException;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JarVersion;

/**
 * An engine jar a candidate runs with in place of the bundled one ({@code --b-jar ENGINE=/path.jar}):
 * checked before anything runs (it exists, is a jar, holds classes of the engine it claims), named in
 * the report by its version and sha256. The version is the jar's own ({@link JarVersion}).
 *
 * @param engine the engine name given, one of the study's
 * @param version the version the jar states, "unknown" when it states none
 */
public record EngineJar(String engine, Path path, String version, String sha256) {
    /**
     * @param spec ENGINE=PATH as typed
     * @param packages engine name to the package path its classes live under (the study's)
     * @param versionFiles engine name to where its jar states its version outside its manifest (the study's)
     * @throws BadInputException naming the value when it is malformed, missing, not a jar, or holds
     *     no class of the engine
     */
    public static EngineJar check(String option, String spec, Map<String, String> packages,
            Function<String, JarVersion.VersionFile> versionFiles) {
        int eq = spec.indexOf('=');
        if (eq <= 0 || eq == spec.length() - 1) {
            String first = packages.isEmpty() ? "ENGINE" : packages.keySet().iterator().next();
            throw new BadInputException(option + " " + spec + " is not ENGINE=PATH; e.g. " + option
                    + " " + first + "=/path/" + first + ".jar (engines: " + String.join(", ", packages.keySet()) + ")");
        }
        String engine = spec.substring(0, eq).trim();
        Path path = Path.of(spec.substring(eq + 1).trim());
        String pkg = packages.get(engine);
        if (pkg == null) {
            throw new BadInputException(option + " " + spec + ": engine '" + engine + "' is not one this study runs;"
                    + " allowed: " + String.join(", ", packages.keySet()));
        }
        if (!Files.isRegularFile(path)) {
            throw new BadInputException(option + " " + spec + ": " + path + " does not exist or is not a file;"
                    + " give the path of a " + engine + " jar");
        }
        String version;
        try (JarFile jar = new JarFile(path.toFile())) {
            boolean holds = jar.stream().anyMatch(e -> e.getName().startsWith(pkg) && e.getName().endsWith(".class"));
            if (!holds) {
                throw new BadInputException(option + " " + spec + ": " + path + " holds no class of " + engine
                        + " (nothing under " + pkg + "); give a " + engine + " jar");
            }
            version = version(jar, path, versionFiles.apply(engine));
        } catch (ZipException e) {
            throw new BadInputException(option + " " + spec + ": " + path + " is not a jar (" + e.getMessage()
                    + "); give a " + engine + " jar");
        } catch (IOException e) {
            throw new BadInputException(option + " " + spec + ": " + path + " cannot be read (" + e.getMessage() + ")");
        }
        return new EngineJar(engine, path.toAbsolutePath().normalize(), version, sha256(path));
    }

    private static String version(JarFile jar, Path path, JarVersion.VersionFile versionFile) throws IOException {
        String v = JarVersion.of(jar, path, null, versionFile);
        return v == null ? "unknown" : v;
    }

    static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (int r; (r = in.read(buf)) > 0; ) {
                d.update(buf, 0, r);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (IOException e) {
            throw new BadInputException(file + " cannot be read (" + e.getMessage() + ")");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** "engine 2.5.252 (/path/engine-2.5.252.jar, sha256 1a2b3c4d5e6f...)". */
    public String describe() {
        return engine + " " + version + " (" + path + ", sha256 " + sha256 + ")";
    }
}
