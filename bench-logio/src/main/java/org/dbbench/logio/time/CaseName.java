package org.dbbench.logio.time;

import java.util.function.Function;

/**
 * The file name of a case's own files (its {@code .hlog}): the same name from a fork's parameters and
 * from the case's JMH record, so the report finds a record's latency log in the bundle.
 */
public final class CaseName {
    private CaseName() {
    }

    /**
     * @param benchmark JMH's fully qualified benchmark method name
     * @param param the case's @Param values by name (null when absent)
     */
    public static String of(String benchmark, Function<String, String> param) {
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        cls = cls.substring(cls.lastIndexOf('.') + 1);
        String name = switch (cls) {
            case "LogWriteBenchmark" -> "write-" + param.apply("method") + "-" + param.apply("sizeKb") + "K-"
                    + param.apply("start") + "-" + param.apply("fileState") + "-" + param.apply("cache")
                    + "-h" + param.apply("offset") + "-a" + param.apply("alignment") + "-n" + param.apply("writes")
                    + ("0".equals(param.apply("fileBytes")) ? "" : "-f" + param.apply("fileBytes"));
            case "PgTestFsyncBenchmark" -> "pg-" + param.apply("method") + "-" + param.apply("pattern");
            case "GroupCommitBenchmark" -> "group-" + param.apply("groupMethod") + "-" + method + "-"
                    + ("true".equals(param.apply("pad")) ? "pad" : "nopad") + "-r" + param.apply("recordBytes")
                    + "-h" + param.apply("offset") + "-a" + param.apply("alignment");
            case "RateBenchmark" -> "rate-" + param.apply("method") + "-" + param.apply("rate") + "-r"
                    + param.apply("recordBytes") + "-p" + param.apply("producers") + "-h" + param.apply("offset");
            case "NonWriteDescriptorBenchmark" -> "pg-nonwrite-" + param.apply("order");
            default -> cls + "-" + method;
        };
        return name.replaceAll("[^A-Za-z0-9._=-]", "_");
    }
}
