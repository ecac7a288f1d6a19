package org.dbbench.threeen1.store.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;

/**
 * The SQL of one JDBC store, kept as data: statement name to SQL text. The statements every engine
 * runs as written are in {@code standard-sql.properties}; a store adds or replaces its own, in a
 * properties resource next to this class ({@code derby-sql.properties}) or, for a store that is one
 * class, in its code ({@link #of}). Keeping SQL apart lets a reader compare the stores' SQL side by
 * side and lets a tuner change it without touching the code.
 */
final class SqlStatements {
    private static final String STANDARD = "standard-sql.properties";

    private final String source;
    private final Properties sql = new Properties();

    private SqlStatements(String source) {
        this.source = source;
        read(STANDARD);
    }

    /** The standard statements with {@code <store>-sql.properties} from this package over them. */
    static SqlStatements load(String store) {
        SqlStatements statements = new SqlStatements(store + "-sql.properties");
        statements.read(statements.source);
        return statements;
    }

    /** The standard statements with {@code own} over them, for a store whose SQL is in its class. */
    static SqlStatements of(String store, Map<String, String> own) {
        SqlStatements statements = new SqlStatements(store + "'s statements");
        statements.sql.putAll(own);
        return statements;
    }

    private void read(String resource) {
        try (InputStream in = SqlStatements.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            sql.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** The SQL text of a named statement; a missing name is a bug in the resource, not user input. */
    String get(String name) {
        String text = sql.getProperty(name);
        if (text == null) {
            throw new IllegalStateException(source + " has no statement '" + name + "'");
        }
        return text.trim();
    }
}
