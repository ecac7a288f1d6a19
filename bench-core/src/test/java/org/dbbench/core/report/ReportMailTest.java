package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.dbbench.core.testing.ClockRuns;
import org.dbbench.core.testing.ClockStudyReport;

/** The .eml is written, then read back by Jakarta Mail's own parser as a mail client would. */
class ReportMailTest {

    @TempDir
    Path tmp;

    @Test
    void mailReadsBackWithSubjectBodyAndEveryBundleFileAttached() throws Exception {
        Path a = ClockRuns.bundle(tmp.resolve("results"));
        Path b = ClockRuns.bundle(tmp.resolve("results"), ClockRuns.changed(tmp, "jvm", "version", "25.0.1+8-LTS"));
        Report report = Report.build(BundleReader.read(List.of(a, b)), List.of(new ClockStudyReport()));
        Path eml = tmp.resolve("report.eml");
        ReportMail.write(report, "derby-dev@db.apache.org", eml);

        MimeMessage msg;
        try (InputStream in = Files.newInputStream(eml)) {
            msg = new MimeMessage(Session.getInstance(new Properties()), in);
        }
        MachineRun here = report.runs().get(0);
        String subject = msg.getSubject();
        assertTrue(subject.startsWith("dbbench clock: "), subject);
        assertTrue(subject.contains(here.env().get("os", "distribution")), subject);
        assertTrue(subject.contains(here.env().get("storage", "fileSystem") + " on "
                + here.env().get("storage", "blockDevice")), subject);
        assertEquals("derby-dev@db.apache.org", msg.getRecipients(MimeMessage.RecipientType.TO)[0].toString());
        assertTrue(msg.getSentDate() != null);

        Multipart mixed = (Multipart) msg.getContent();
        Part body = mixed.getBodyPart(0);
        assertTrue(body.isMimeType("text/plain"), body.getContentType());
        String text = (String) body.getContent();
        text.lines().forEach(l -> assertTrue(l.length() <= 72, "body line of " + l.length() + ": " + l));
        assertTrue(text.contains("nanoTime() latency (ns)"), "the tables");
        assertTrue(text.contains("write cache: "), "the environment");
        for (MachineRun r : report.runs()) {
            assertTrue(text.contains(r.label()), r.label());
        }

        Map<String, byte[]> attached = new LinkedHashMap<>();
        for (int i = 1; i < mixed.getCount(); i++) {
            Part p = mixed.getBodyPart(i);
            assertEquals(Part.ATTACHMENT, p.getDisposition());
            assertTrue(p.isMimeType("application/json"), p.getContentType());
            try (InputStream in = p.getInputStream()) {
                attached.put(p.getFileName(), in.readAllBytes());
            }
        }
        assertEquals(6, attached.size(), attached.keySet().toString());
        for (Path bundle : List.of(a, b)) {
            for (String f : List.of(ResultBundle.ENV_JSON, ResultBundle.CONFIG_JSON, ResultBundle.JMH_JSON)) {
                String name = bundle.getFileName() + "-" + f;
                assertTrue(attached.containsKey(name), name + " in " + attached.keySet());
                assertArrayEquals(Files.readAllBytes(bundle.resolve(f)), attached.get(name), name);
            }
        }
    }

    @Test
    void existingFileIsNeverReplaced() throws Exception {
        Report report = Report.build(BundleReader.read(List.of(ClockRuns.bundle(tmp))), List.of());
        Path eml = Files.writeString(tmp.resolve("mine.eml"), "my own mail");
        assertThrows(java.nio.file.FileAlreadyExistsException.class, () -> ReportMail.write(report, null, eml));
        assertEquals("my own mail", Files.readString(eml));
    }

    @Test
    void badAddressIsRefusedNamingIt() {
        BadInputException e = assertThrows(BadInputException.class, () -> ReportMail.address("not an address@"));
        assertTrue(e.getMessage().startsWith("--to not an address@ is not a mail address"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
