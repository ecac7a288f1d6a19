package org.dbbench.core.report;

import jakarta.activation.DataHandler;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.util.ByteArrayDataSource;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;

/**
 * The report as a ready-to-send mail (RFC 5322 / MIME, built by Jakarta Mail): a subject naming the
 * studies, OS, file system and device; the plain-text report (at most 72 columns) as the body; each
 * bundle's JSON files attached so the reader can re-render or re-check them. Send it with
 * {@code sendmail -t < report.eml} or open it in a mail client. No From is set: the sending
 * program knows the sender, this one does not.
 */
public final class ReportMail {
    private static final String JSON_TYPE = "application/json; charset=UTF-8";

    private ReportMail() {
    }

    /** @throws BadInputException when the address does not parse */
    public static InternetAddress address(String to) {
        try {
            InternetAddress a = new InternetAddress(to, true);
            a.validate();
            return a;
        } catch (AddressException e) {
            throw new BadInputException("--to " + to + " is not a mail address (" + e.getMessage()
                    + "); give one like name@example.org");
        }
    }

    /**
     * "dbbench logio, threeen1: Debian GNU/Linux 12 (bookworm), ext4 on vda"; several machines are
     * listed one after another, "; " between them.
     */
    public static String subject(Report report) {
        List<String> studies = report.studies();
        Set<String> machines = new LinkedHashSet<>();
        for (MachineRun m : report.machines()) {
            machines.add(m.env().get("os", "distribution") + ", " + m.env().get("storage", "fileSystem") + " on "
                    + m.env().get("storage", "blockDevice"));
        }
        return "dbbench " + (studies.isEmpty() ? "JMH results" : String.join(", ", studies)) + ": "
                + String.join("; ", machines);
    }

    /** The message; {@code to} may be null (add the recipient in the mail client). */
    public static MimeMessage build(Report report, String to) {
        try {
            MimeMessage msg = new MimeMessage(Session.getInstance(new Properties()));
            if (to != null) {
                msg.setRecipient(MimeMessage.RecipientType.TO, address(to));
            }
            msg.setSubject(subject(report), "UTF-8");
            msg.setSentDate(new Date());
            Map<String, Path> attachments = attachments(report);
            MimeMultipart mixed = new MimeMultipart("mixed");
            MimeBodyPart body = new MimeBodyPart();
            body.setText(body(report, attachments.keySet()), "UTF-8", "plain");
            mixed.addBodyPart(body);
            for (Map.Entry<String, Path> a : attachments.entrySet()) {
                MimeBodyPart part = new MimeBodyPart();
                part.setDataHandler(new DataHandler(new ByteArrayDataSource(Files.readAllBytes(a.getValue()), JSON_TYPE)));
                part.setFileName(a.getKey());
                part.setDisposition(MimeBodyPart.ATTACHMENT);
                mixed.addBodyPart(part);
            }
            msg.setContent(mixed);
            msg.saveChanges();
            return msg;
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot build the mail: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new BadInputException("cannot read a file to attach (" + e.getMessage() + ")", e);
        }
    }

    /** Writes the message to a new file; an existing file is never replaced. */
    public static void write(Report report, String to, Path eml) throws IOException {
        MimeMessage msg = build(report, to);
        try (OutputStream out = Files.newOutputStream(eml, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            msg.writeTo(out);
        } catch (MessagingException e) {
            Files.deleteIfExists(eml);
            throw new IllegalStateException("cannot write the mail: " + e.getMessage(), e);
        }
    }

    /** The text report, opened by a line saying what is attached. */
    static String body(Report report, Set<String> attachmentNames) {
        StringBuilder b = new StringBuilder();
        String intro = attachmentNames.isEmpty() ? "The tables below were made by 'bench report'."
                : "Attached: the results (JSON) of " + TextReport.count(report.runs().size(), "run")
                        + "; 'bench report <bundle>' renders them again, as text, Markdown, CSV,"
                        + " JSON or HTML with charts.";
        // a comparison is read for its verdicts: they open the mail, before the machines and tables
        List<String> leading = new ArrayList<>();
        BundleSection.all().forEach(kind -> leading.addAll(kind.leadingLines(report)));
        for (String l : leading) {
            for (String w : l.isEmpty() ? List.of("") : TextTable.wrap(l, TextTable.MAIL_WIDTH)) {
                b.append(w).append('\n');
            }
        }
        for (String l : TextTable.wrap(intro, TextTable.MAIL_WIDTH)) {
            b.append(l).append('\n');
        }
        return b.append('\n').append(TextReport.render(report)).toString();
    }

    /**
     * Attachment name to file: a bundle's files are named after the bundle
     * ("20261121-044313-vm-logio-jmh.json"), so the files of several bundles do not collide.
     */
    static Map<String, Path> attachments(Report report) {
        Map<String, Path> files = new LinkedHashMap<>();
        for (MachineRun r : report.runs()) {
            if (r.source() == null) {
                continue;
            }
            List<Path> parts = new ArrayList<>();
            String prefix;
            if (Files.isDirectory(r.source())) {
                prefix = r.source().getFileName() + "-";
                List<String> names = new ArrayList<>(List.of(ResultBundle.ENV_JSON, ResultBundle.CONFIG_JSON,
                        ResultBundle.JMH_JSON));
                BundleSection.all().forEach(kind -> names.add(kind.file()));
                for (String f : names) {
                    if (Files.isRegularFile(r.source().resolve(f))) {
                        parts.add(r.source().resolve(f));
                    }
                }
            } else {
                prefix = "";
                parts.add(r.source());
            }
            for (Path p : parts) {
                String name = prefix + p.getFileName();
                for (int n = 2; files.containsKey(name); n++) {
                    name = prefix + n + "-" + p.getFileName();
                }
                files.put(name, p);
            }
        }
        return files;
    }
}
