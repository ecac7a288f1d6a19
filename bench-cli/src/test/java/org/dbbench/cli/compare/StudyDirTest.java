package org.dbbench.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The directory a comparison describes in its header is the one the study's own arguments name. */
class StudyDirTest {
    @Test
    void theStudysOwnDirectoryOptionWinsOverItsDefault() {
        Threeen1Compare threeen1 = new Threeen1Compare();
        assertEquals(Path.of("/data/x"), threeen1.dirIn(List.of("--store", "h2", "--data-dir", "/data/x")));
        assertEquals(Path.of("/data/y"), threeen1.dirIn(List.of("--data-dir=/data/y", "--to", "1000")));
        assertEquals(threeen1.defaultDir(), threeen1.dirIn(List.of("--store", "h2")));
        LogioCompare logio = new LogioCompare();
        assertEquals(Path.of("/mnt/xfs"), logio.dirIn(List.of("--quick", "--dir", "/mnt/xfs")));
        assertEquals(logio.defaultDir(), logio.dirIn(List.of("--quick", "--data-dir", "/not/logios")));
    }
}
