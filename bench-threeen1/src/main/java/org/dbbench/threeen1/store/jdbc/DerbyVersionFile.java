package org.dbbench.threeen1.store.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * Where Derby states its version: not in its manifest but in {@code info.properties} of its engine
 * package, with the fix pack and point release packed into one number.
 */
final class DerbyVersionFile {
    static final String ENTRY = "org/apache/derby/info/engine/info.properties";

    private DerbyVersionFile() {
    }

    /** "10.16.1.1" from Derby's file, or null when the jar holds none. */
    static String read(JarFile jar) throws IOException {
        ZipEntry info = jar.getEntry(ENTRY);
        if (info == null) {
            return null;
        }
        Properties p = new Properties();
        try (InputStream in = jar.getInputStream(info)) {
            p.load(in);
        }
        // "maint" holds fix pack and point release: 1000001 is fix pack 1, point 1
        long maint = Long.parseLong(p.getProperty("derby.version.maint", "0"));
        return p.getProperty("derby.version.major") + "." + p.getProperty("derby.version.minor") + "."
                + maint / 1_000_000 + "." + maint % 1_000_000;
    }
}
