package org.dbbench.cli.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.compare.StudyAdapter;

/** The studies {@code bench compare} can compare: each study module registers its adapter (ServiceLoader). */
final class StudyAdapters {
    private StudyAdapters() {
    }

    /** Every study's adapter, by name. */
    static List<StudyAdapter> all() {
        List<StudyAdapter> all = new ArrayList<>();
        ServiceLoader.load(StudyAdapter.class).forEach(all::add);
        all.sort(Comparator.comparing(StudyAdapter::study));
        return all;
    }

    /** The adapter of the study named, ignoring case; refused with the names allowed. */
    static StudyAdapter named(String name) {
        return all().stream().filter(a -> a.study().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new BadInputException("study '" + name + "' cannot be compared; allowed: "
                        + names(", ")));
    }

    static String names(String separator) {
        return String.join(separator, all().stream().map(StudyAdapter::study).toList());
    }

    /** Completion candidates and help of STUDY. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return all().stream().map(StudyAdapter::study).iterator();
        }
    }
}
