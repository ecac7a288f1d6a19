package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.compare.StudyAdapter;
import org.junit.jupiter.api.Test;

/** logio's comparison adapter: found by ServiceLoader, its directory option, no engine. */
class LogioCompareTest {
    @Test
    void theStudysOwnDirectoryOptionWinsOverItsDefault() {
        LogioCompare logio = new LogioCompare();
        assertEquals(Path.of("/mnt/xfs"), logio.dirIn(List.of("--quick", "--dir", "/mnt/xfs")));
        assertEquals(logio.defaultDir(), logio.dirIn(List.of("--quick", "--data-dir", "/not/logios")));
        assertTrue(logio.enginePackages().isEmpty());
        assertTrue(ServiceLoader.load(StudyAdapter.class).stream().anyMatch(p -> p.type() == LogioCompare.class),
                "not registered for ServiceLoader");
    }
}
