package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** --parts power, --cuts and --fault: refused in one line, before anything is written or mounted. */
class PowerPartBadInputTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--parts power --cuts 0|--cuts '0' is out of range",
        "--parts power --cuts -3|--cuts '-3' is out of range",
        "--parts power --cuts many|--cuts 'many' is not a whole number",
        "--parts power --states -1|--states '-1' is out of range; allowed: 0 to 1000",
        "--parts write --states 2|--states 2 applies to --parts power only",
        "--parts power,write|give --parts power alone",
        "--parts write,power|give --parts power alone",
        "--parts write --cuts 3|--cuts 3 applies to --parts power only",
        "--parts write --fault power-torn|--fault power-torn applies to --parts power only: speed is never measured",
        "--fault power|--fault power applies to --parts power only",
        "--parts pg --starts aligned|--starts aligned applies to --parts write only",
        "--parts power --fault power-meta|--fault power-meta: 'power-meta' is not a level of --parts power",
        "--parts power --fault power,tear|--fault power,tear: 'tear' is not a level of --parts power; give power, power-torn"})
    void refusedWithOneLineAndNothingWritten(String given, String expected) throws Exception {
        Path work = TestDirs.fresh("power-bad");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Path results = work.resolve("results");
        List<String> args = new ArrayList<>(List.of("--dir", dir.toString(), "--results-dir", results.toString()));
        args.addAll(List.of(given.split(" ")));
        Map<String, String> before = DirSnapshot.of(work);
        BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run(args.toArray(new String[0])));
        assertTrue(e.getMessage().contains(expected), "message '" + e.getMessage() + "' lacks '" + expected + "'");
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        assertEquals(before, DirSnapshot.of(work), "bad input must write nothing");
        assertFalse(Files.exists(results));
    }
}
