package org.dbbench.logio.report;

import org.dbbench.core.jmh.JmhRecord;

/** A short name for any logio case, for the tables and charts that list cases of every kind. */
final class CaseLabel {
    private CaseLabel() {
    }

    static String of(JmhRecord r) {
        return switch (r.className()) {
            case "LogWriteBenchmark" -> r.param("method") + " " + r.param("sizeKb") + "K "
                    + ("aligned".equals(r.param("start")) ? "A" : "N") + " " + r.param("fileState").charAt(0) + "/"
                    + r.param("cache");
            case "PgTestFsyncBenchmark" -> "pg " + r.param("method") + " " + r.param("pattern");
            case "NonWriteDescriptorBenchmark" -> "pg " + r.param("order");
            case "GroupCommitBenchmark" -> "group " + r.param("groupMethod") + " T=" + r.threads()
                    + ("true".equals(r.param("pad")) ? " pad" : "");
            case "RateBenchmark" -> "rate " + r.param("method") + " " + r.param("rate")
                    + (RateTables.isClosed(r) ? "" : "/s");
            default -> r.className() + "." + r.method();
        };
    }
}
