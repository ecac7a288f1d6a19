package org.dbbench.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The suite's own identity: version, git commit, JMH and the JVM. The engines' versions are not
 * kept here: each study reads them from its class path at run time (see
 * {@link org.dbbench.core.env.EnvSection#versions()}).
 */
public final class SuiteInfo {
    /** The key of the running JVM's line in {@link #versions()}. */
    public static final String JVM = "JVM";
    private static final Properties PROPS = load();

    private SuiteInfo() {
    }

    public static String version() {
        return get("suite.version");
    }

    /** Abbreviated commit the jar was built from, with "-dirty" for uncommitted changes, or "unknown". */
    public static String gitCommit() {
        String commit = get("git.commit");
        return "true".equals(get("git.dirty")) && !"unknown".equals(commit) ? commit + "-dirty" : commit;
    }

    /** Raw property from suite.properties; "unknown" where Maven could not fill it in. */
    public static String get(String key) {
        String value = PROPS.getProperty(key, "");
        return value.isBlank() || value.startsWith("${") ? "unknown" : value.trim();
    }

    /** Versions of the suite, its harness (JMH) and the running JVM. */
    public static Map<String, String> versions() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("dbbench", version());
        v.put("git commit", gitCommit());
        v.put("JMH", get("version.jmh"));
        v.put(JVM, System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name")
                + " " + System.getProperty("java.runtime.version"));
        return v;
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = SuiteInfo.class.getResourceAsStream("suite.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }
}
