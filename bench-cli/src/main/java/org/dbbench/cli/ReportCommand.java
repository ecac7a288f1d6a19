package org.dbbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.WritableDir;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.report.BundleSection;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.ChartFiles;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.ReportFormat;
import org.dbbench.core.report.ReportMail;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench report}: results from one or many machines side by side, in the format asked for,
 * with charts and a ready-to-send mail. Every input and option is checked, and everything is
 * rendered in memory, before the first file is written; existing files are never replaced.
 */
@Command(name = "report", description = {
    "Compare results bundles from many machines; HTML, charts, mail.",
    "Puts results bundles (or jmh.json files) side by side, each column headed",
    "by what tells the machines apart (host, OS, file system, device, write",
    "cache, JVM). A directory holding bundles, such as results/, stands for",
    "every bundle in it.",
    "Examples:",
    "  bench report results/                      plain text, 72 columns",
    "  bench report a/ b/ --format html --out report.html",
    "  bench report results/ --charts charts/     PNG and SVG per chart",
    "  bench report results/ --mail r.eml --to dev@example.org",
    "  sendmail -t < r.eml                        send it"})
public final class ReportCommand implements BenchCommand {
    @Parameters(paramLabel = "BUNDLE|JMH.JSON", arity = "0..*",
            description = "Results bundle directories, directories of bundles, or JMH JSON files.")
    List<Path> inputs = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (72 columns, for mail), markdown, csv, json or html (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the report to this new file instead of"
            + " standard output.")
    Path out;

    @Option(names = "--charts", paramLabel = "DIR", description = "Also write every chart as PNG and SVG into DIR"
            + " (created if missing).")
    Path charts;

    @Option(names = "--mail", paramLabel = "FILE.eml", description = "Also write a ready-to-send MIME mail: the"
            + " text report as body, the bundles' JSON attached.")
    Path mail;

    @Option(names = "--to", paramLabel = "ADDRESS", description = "Recipient of the --mail message.")
    String to;

    @Override
    public Integer call() throws IOException {
        ReportFormat fmt = ReportFormat.parse(format);
        if (to != null && mail == null) {
            throw new BadInputException("--to " + to + " needs --mail FILE.eml (the message it addresses)");
        }
        if (to != null) {
            ReportMail.address(to);
        }
        checkNewFile("--out", out);
        checkNewFile("--mail", mail);
        if (out != null && mail != null && out.toAbsolutePath().normalize().equals(mail.toAbsolutePath().normalize())) {
            throw new BadInputException("--mail " + mail + " is the --out file too; give two different new files");
        }
        if (charts != null) {
            WritableDir.check("--charts", charts, 0, null);
        }
        List<MachineRun> runs = BundleReader.read(inputs);
        for (MachineRun r : runs) {
            // a comparison, crash or power-cut bundle holds its results in its own file, not in jmh.json
            if (r.records().isEmpty() && BundleSection.all().stream().noneMatch(kind -> kind.holds(r))) {
                throw new BadInputException(r.source() + " holds no results (" + (Files.isDirectory(r.source())
                        ? "no jmh.json" : "an empty JMH array") + "); give a bundle or jmh.json of a run that"
                        + " measured something");
            }
        }
        Report report = Report.build(runs, Report.installedStudies());
        if (charts != null) {
            ChartFiles.checkWritable(report, charts);
        }
        String rendered = fmt.render(report, charts == null ? null : chartLink());

        PrintStream status = System.err;
        if (charts != null) {
            List<Path> written = ChartFiles.write(report, charts);
            status.println(written.isEmpty() ? "charts: these results have none to draw"
                    : "charts: " + written.size() + " files (PNG and SVG) in " + charts);
        }
        if (out == null) {
            System.out.print(rendered);
            System.out.flush();
        } else {
            Files.writeString(out, rendered, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            status.println("report: " + out + " (" + fmt.name().toLowerCase(Locale.ROOT) + ", "
                    + runs.size() + (runs.size() == 1 ? " run)" : " runs)"));
        }
        if (mail != null) {
            ReportMail.write(report, to, mail);
            status.println("mail: " + mail + " (send it with: sendmail -t < " + mail
                    + (to == null ? ", after adding a To: line; or open it in a mail client)" : ")"));
        }
        return 0;
    }

    /** Markdown links a chart by its path relative to where the Markdown lands. */
    private BiFunction<String, Chart, String> chartLink() {
        Path base = (out == null ? Path.of("") : out.toAbsolutePath().getParent()).toAbsolutePath();
        Path dir = charts.toAbsolutePath();
        return (study, c) -> base.relativize(dir.resolve(ChartFiles.baseName(study, c) + ".svg")).toString();
    }

    /** A file this command creates must be new, in a directory that exists. */
    private static void checkNewFile(String option, Path file) {
        if (file == null) {
            return;
        }
        if (Files.exists(file)) {
            throw new BadInputException(option + " " + file + " already exists; give a new file name"
                    + " (existing files are never replaced)");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new BadInputException(option + " " + file + ": directory " + parent + " does not exist; give a"
                    + " new file in an existing directory");
        }
        WritableDir.check(option + " " + file + ": directory", parent, 0, null);
    }
}
