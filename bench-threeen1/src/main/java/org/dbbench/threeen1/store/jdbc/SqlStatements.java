package org.dbbench.threeen1.store.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The SQL of one JDBC store, kept as data in a properties resource next to this class (for example
 * {@code derby-sql.properties}): statement name to SQL text. Keeping SQL out of the Java code lets a
 * reader compare the stores' SQL side by side and lets a tuner change it without touching the code.
 */
final class SqlStatements {
    private final String resource;
    private final Properties sql = new Properties();

    private SqlStatements(String resource) {
        this.resource = resource;
    }

    /** Loads {@code <store>-sql.properties} from this package. */
    static SqlStatements load(String store) {
        SqlStatements statements = new SqlStatements(store + "-sql.properties");
        try (InputStream in = SqlStatements.class.getResourceAsStream(statements.resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + statements.resource);
            }
            statements.sql.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + statements.resource, e);
        }
        return statements;
    }

    /** The SQL text of a named statement; a missing name is a bug in the resource, not user input. */
    String get(String name) {
        String text = sql.getProperty(name);
        if (text == null) {
            throw new IllegalStateException(resource + " has no statement '" + name + "'");
        }
        return text.trim();
    }
}
