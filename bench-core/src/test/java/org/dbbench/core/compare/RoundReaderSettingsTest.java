package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.jmh.JmhRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A setting given to a candidate is found in what the store reports under any name its study gives it. */
class RoundReaderSettingsTest {
    /** A study whose engine reports "engine.pages" as "pages"; it reports one store's settings. */
    private static final class Study implements StudyAdapter {
        @Override
        public String study() {
            return "study";
        }

        @Override
        public String dirOption() {
            return "--dir";
        }

        @Override
        public Path defaultDir() {
            return Path.of(".");
        }

        @Override
        public Map<String, String> enginePackages() {
            return Map.of();
        }

        @Override
        public List<String> roundArgs(List<String> userArgs) {
            return userArgs;
        }

        @Override
        public String caseLabel(JmhRecord record, List<JmhRecord> all) {
            return null;
        }

        @Override
        public String invalidReason(JmhRecord record) {
            return null;
        }

        @SuppressWarnings("unchecked")
        @Override
        public List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig) {
            return List.of((Map<String, String>) roundConfig.get("settings"));
        }

        @Override
        public List<String> reportedNames(String key) {
            return key.startsWith("engine.") ? List.of(key, key.substring("engine.".length())) : List.of(key);
        }
    }

    @Test
    void aSettingIsCheckedUnderTheNamesTheStudyGivesIt(@TempDir Path bundle) throws IOException {
        Files.writeString(bundle.resolve(ResultBundle.CONFIG_JSON),
                "{\"settings\": {\"store\": \"s\", \"pages\": \"4096\", \"other.cache\": \"8\"}}");
        Candidate b = new Candidate("B", CandidateJava.current(), List.of(), List.of(),
                Map.of("engine.pages", "8192", "other.cache", "8", "nowhere", "1"), null);
        List<String> notes = new ArrayList<>();
        List<String> problems = RoundReader.settingProblems(b, new Study(), bundle, notes);
        assertEquals(List.of("B: setting engine.pages=8192 did not take effect in s: it reports 4096"), problems);
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).contains("setting nowhere=1"), notes.toString());
    }
}
