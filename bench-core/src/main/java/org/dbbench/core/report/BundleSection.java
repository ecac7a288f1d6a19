package org.dbbench.core.report;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import java.util.ServiceLoader;

/**
 * A kind of bundle the report renders as a section of its own, recognised by a file the bundle
 * holds (a comparison bundle's comparison.json). Found by ServiceLoader, so the report needs nothing
 * from the package that writes such bundles (compare). Implementations have a public no-argument
 * constructor and are listed in META-INF/services/org.dbbench.core.report.BundleSection.
 */
public interface BundleSection {
    /** The file that makes a bundle this kind; a mail attaches it with the bundle's other files. */
    String file();

    /** True when the run is a bundle of this kind (it holds {@link #file()}). */
    default boolean holds(MachineRun run) {
        return run.source() != null && Files.isRegularFile(run.source().resolve(file()));
    }

    /**
     * The records of {@link #file()} in the run's bundle, for a kind whose file is a JSON array of
     * objects; a truncated, malformed or empty file, or a record that does not hold {@link #fields()},
     * is refused, naming it.
     */
    default List<Map<String, Object>> records(MachineRun run) {
        Path file = run.source().resolve(file());
        try {
            List<Map<String, Object>> records = Json.MAPPER.readValue(file.toFile(),
                    new TypeReference<List<Map<String, Object>>>() { });
            if (records == null) {
                throw new BadInputException(file + " is empty (null); the bundle is damaged");
            }
            RecordFields fields = fields();
            if (fields != null) {
                fields.check(file, records);
            }
            return records;
        } catch (IOException e) {
            throw new BadInputException(file + " is truncated or malformed (" + e.getMessage().split("\\R")[0]
                    + "); the bundle is damaged", e);
        }
    }

    /** What every record of {@link #file()} holds; null for a kind that checks its file itself. */
    default RecordFields fields() {
        return null;
    }

    /** One section per such bundle among the runs. */
    List<Report.Section> sections(List<MachineRun> runs);

    /** Lines that open a mail of the report (a comparison's verdicts); none by default. */
    default List<String> leadingLines(Report report) {
        return List.of();
    }

    /** Every registered kind. */
    static List<BundleSection> all() {
        List<BundleSection> all = new ArrayList<>();
        ServiceLoader.load(BundleSection.class).forEach(all::add);
        return all;
    }
}
