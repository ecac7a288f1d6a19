package org.dbbench.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.BadInputException;

/**
 * The fields every record of a bundle file (crash.json, power.json) must hold, and of what kind, so
 * that {@code bench report} refuses a damaged or empty file with one line instead of printing "null"
 * or "abc" in a table. Fields an older suite did not write are declared optional; fields a newer one
 * adds are not named here and are ignored.
 */
public final class RecordFields {
    /** What a field's value must be. */
    public enum Kind {
        TEXT("a non-empty text"), COUNT("a whole number 0 or more"), FLAG("true or false"),
        TEXTS("a list of texts"), NUMBER("a number 0 or more");

        final String allowed;

        Kind(String allowed) {
            this.allowed = allowed;
        }
    }

    private record Field(String name, Kind kind, boolean required, Set<String> values) {
    }

    private final List<Field> fields = new ArrayList<>();

    /** A field every record holds. */
    public RecordFields required(String name, Kind kind) {
        fields.add(new Field(name, kind, true, Set.of()));
        return this;
    }

    /** A text field every record holds, with one of these values. */
    public RecordFields required(String name, Set<String> values) {
        fields.add(new Field(name, Kind.TEXT, true, values));
        return this;
    }

    /** A field an older suite did not write: checked only where present (present and null is damage). */
    public RecordFields optional(String name, Kind kind) {
        fields.add(new Field(name, kind, false, Set.of()));
        return this;
    }

    /**
     * @throws BadInputException naming the file, the record, the field and what it may be, when there
     *     are no records or one lacks a field or holds a value of the wrong kind
     */
    public void check(Path file, List<Map<String, Object>> records) {
        if (records.isEmpty()) {
            throw new BadInputException(file + " holds no records (a run writes one per case it tried);"
                    + " the bundle is damaged");
        }
        for (int i = 0; i < records.size(); i++) {
            checkOne(file + " record " + (i + 1), records.get(i));
        }
    }

    /** The same check on one object, such as the fields of config.json a section prints. */
    public void checkObject(Path file, Map<String, Object> object) {
        checkOne(file.toString(), object);
    }

    private void checkOne(String where, Map<String, Object> r) {
        if (r == null) {
            throw new BadInputException(where + " is null; the bundle is damaged");
        }
        for (Field f : fields) {
            if (!r.containsKey(f.name) && !f.required) {
                continue;
            }
            Object v = r.get(f.name);
            if (!fits(v, f)) {
                List<String> values = f.values.stream().sorted().toList();
                String allowed = f.values.isEmpty() ? f.kind.allowed : values.size() == 1 ? values.get(0)
                        : String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
                throw new BadInputException(where + ": \"" + f.name + "\" is "
                        + (r.containsKey(f.name) ? shown(v) : "missing") + "; allowed: " + allowed
                        + "; the bundle is damaged");
            }
        }
    }

    private static boolean fits(Object v, Field f) {
        return switch (f.kind) {
            case TEXT -> v instanceof String s && !s.isBlank() && (f.values.isEmpty() || f.values.contains(s));
            case COUNT -> (v instanceof Integer || v instanceof Long) && ((Number) v).longValue() >= 0;
            case FLAG -> v instanceof Boolean;
            case NUMBER -> v instanceof Number n && n.doubleValue() >= 0;
            case TEXTS -> v instanceof List<?> l && l.stream().allMatch(e -> e instanceof String);
        };
    }

    private static String shown(Object v) {
        String s = v instanceof String ? "\"" + v + "\"" : String.valueOf(v);
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
