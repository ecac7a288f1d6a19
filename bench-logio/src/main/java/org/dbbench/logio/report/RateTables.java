package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.logio.jmh.RateBenchmark;
import org.dbbench.logio.time.LatencyHistory;
import org.dbbench.logio.write.SyncMethod;

/**
 * Commit latency at a target rate (open loop), per sync method: offered and achieved rate, p50, p99,
 * p99.9 and max commit latency measured from each commit's intended start, the closed-loop
 * single-thread reference, the saturation point (the highest offered rate whose p99 stays under the
 * limit), and the two checks: the rate is sustained within 1% whenever the log keeps up, and the p99
 * at the lowest rate matches the closed-loop p99 within 10%.
 */
final class RateTables {
    static final String RATE = Cases.PACKAGE + "RateBenchmark.schedule";
    /** config.json key of the saturation limit (--p99-limit-ms). */
    static final String P99_LIMIT_KEY = "p99LimitMs";
    static final double DEFAULT_P99_LIMIT_MS = 10;
    static final double SUSTAINED_WITHIN = 0.01;
    static final double CLOSED_LOOP_WITHIN = 0.10;

    private RateTables() {
    }

    /** One rate case read back: its percentiles (ns) come from its latency log. */
    record Point(String method, double offered, double achieved, Histogram latency) {
        boolean closed() {
            return Double.isNaN(offered);
        }

        double p99Ms() {
            return latency.getValueAtPercentile(99) / 1e6;
        }
    }

    static boolean isClosed(JmhRecord r) {
        return RateBenchmark.CLOSED.equals(r.param("rate"));
    }

    /** Per sync method, its rate cases that have latency logs: rates ascending, the closed-loop one last. */
    static Map<String, List<Point>> points(MachineRun run) {
        Map<String, List<Point>> byMethod = new LinkedHashMap<>();
        List<JmhRecord> records = new ArrayList<>(run.records().stream().filter(r -> r.benchmark().equals(RATE))
                .toList());
        records.sort(Comparator.comparingInt((JmhRecord r) -> methodOrder(r.param("method")))
                .thenComparingDouble(r -> isClosed(r) ? Double.MAX_VALUE : Double.parseDouble(r.param("rate"))));
        for (JmhRecord r : records) {
            LatencyHistory h = RunFiles.history(run, r);
            if (h == null || h.total().getTotalCount() == 0) {
                continue;
            }
            double offered = isClosed(r) ? Double.NaN : Double.parseDouble(r.param("rate"));
            byMethod.computeIfAbsent(r.param("method"), k -> new ArrayList<>())
                    .add(new Point(r.param("method"), offered, achieved(r, h), h.total()));
        }
        return byMethod;
    }

    /** Commits finished per second: from the schedule's counters, or the latency log when they are missing. */
    private static double achieved(JmhRecord r, LatencyHistory h) {
        Metric completed = r.secondary().get("completed");
        Metric elapsed = r.secondary().get("elapsedMicros");
        if (completed != null && elapsed != null && elapsed.score() > 0) {
            return completed.score() * 1e6 / elapsed.score();
        }
        return h.seconds() > 0 ? h.total().getTotalCount() / h.seconds() : Double.NaN;
    }

    static double p99Limit(MachineRun run) {
        Object v = run.config().get(P99_LIMIT_KEY);
        try {
            return v == null ? DEFAULT_P99_LIMIT_MS : Double.parseDouble(v.toString());
        } catch (NumberFormatException e) {
            return DEFAULT_P99_LIMIT_MS;
        }
    }

    static List<Table> build(MachineRun run, String machine, List<String> runNotes) {
        double limit = p99Limit(run);
        List<Table> tables = new ArrayList<>();
        points(run).forEach((method, points) -> {
            SyncMethod m = SyncMethod.byName(method);
            boolean notDurable = m != null && !m.durable();
            Table.Builder t = Table.builder("Commit latency at a target rate (open loop): " + method
                    + (m == null ? "" : " (" + m.linuxCall() + ")") + (notDurable ? " " + Honesty.NOT_DURABLE_MARK : "")
                    + machine,
                    "Offered/s", "Achieved/s", "p50 ms", "p99 ms", "p99.9 ms", "max ms");
            for (Point p : points) {
                Histogram h = p.latency();
                t.row(p.closed() ? "closed, 1 thr" : Units.whole(p.offered()), Units.whole(p.achieved())
                        + (p.closed() ? "" : " " + Units.percent((p.achieved() / p.offered() - 1) * 100)),
                        Units.sig(h.getValueAtPercentile(50) / 1e6), Units.sig(p.p99Ms()),
                        Units.sig(h.getValueAtPercentile(99.9) / 1e6), Units.sig(h.getMaxValue() / 1e6));
            }
            runNotes.forEach(t::note);
            if (notDurable) {
                t.note(Honesty.NOT_DURABLE_NOTE);
            }
            t.note("Commits offered on a fixed schedule by " + configValue(run, "producers", "32") + " producer"
                    + " threads into one group-commit log; latency from each commit's intended start, so waiting"
                    + " behind a stall counts (coordinated-omission correct). Achieved/s: commits finished per"
                    + " second from the first one's due time to the last one's end, and how far from offered (a"
                    + " short run reads low by the last commit's latency over its length). 'closed, 1 thr': one"
                    + " thread committing back to back.");
            t.note("A producer waking late for a commit's time (the OS scheduler on a busy machine) is charged"
                    + " too: the nosync table, where there is one, is that floor (no disk at all).");
            t.note(saturation(points, limit));
            t.note(sustainedCheck(points, limit));
            t.note(closedLoopCheck(points));
            tables.add(t.build());
        });
        return tables;
    }

    /** The highest offered rate whose p99 stays under the limit. */
    static String saturation(List<Point> points, double limitMs) {
        Point best = null;
        boolean anyOver = false;
        for (Point p : points) {
            if (p.closed()) {
                continue;
            }
            if (p.p99Ms() < limitMs) {
                best = best == null || p.offered() > best.offered() ? p : best;
            } else {
                anyOver = true;
            }
        }
        String limit = Units.sig(limitMs) + " ms";
        if (best == null) {
            return "Saturation point: below every offered rate (no p99 under " + limit + ").";
        }
        return "Saturation point: " + Units.whole(best.offered()) + "/s, the highest offered rate with p99 under "
                + limit + (anyOver ? "." : " (not reached: every offered rate stayed under).");
    }

    /** Check: whenever the log keeps up (p99 under the limit), achieved is within 1% of offered. */
    static String sustainedCheck(List<Point> points, double limitMs) {
        List<String> misses = new ArrayList<>();
        int kept = 0;
        for (Point p : points) {
            if (p.closed() || !(p.p99Ms() < limitMs)) {
                continue;
            }
            kept++;
            double off = p.achieved() / p.offered() - 1;
            if (!(Math.abs(off) <= SUSTAINED_WITHIN)) {
                misses.add(Units.whole(p.offered()) + "/s (" + Units.percent(off * 100) + ")");
            }
        }
        if (kept == 0) {
            return "Check, offered rate sustained within 1% where the log keeps up: no rate kept up.";
        }
        return "Check, offered rate sustained within 1% where the log keeps up (" + kept + " rates): "
                + (misses.isEmpty() ? "yes." : "NO at " + String.join(", ", misses) + ".");
    }

    /** Check: the p99 at the lowest offered rate matches the closed-loop single-thread p99 within 10%. */
    static String closedLoopCheck(List<Point> points) {
        Point lowest = points.stream().filter(p -> !p.closed()).min(Comparator.comparingDouble(Point::offered))
                .orElse(null);
        Point closed = points.stream().filter(Point::closed).findFirst().orElse(null);
        if (lowest == null || closed == null) {
            return "Check, p99 at the lowest rate vs closed loop: not measured (needs a rate and the closed case).";
        }
        double diff = lowest.p99Ms() / closed.p99Ms() - 1;
        return "Check, p99 at the lowest rate (" + Units.whole(lowest.offered()) + "/s) vs closed-loop single"
                + " thread: " + Units.sig(lowest.p99Ms()) + " vs " + Units.sig(closed.p99Ms()) + " ms ("
                + (diff >= 0 ? "+" : "") + Units.percent(diff * 100) + "): "
                + (Math.abs(diff) <= CLOSED_LOOP_WITHIN ? "within 10%." : "NOT within 10%.");
    }

    private static String configValue(MachineRun run, String key, String fallback) {
        Object v = run.config().get(key);
        return v == null ? fallback : v.toString();
    }

    private static int methodOrder(String name) {
        SyncMethod m = SyncMethod.byName(name);
        return m == null ? Integer.MAX_VALUE : m.ordinal();
    }
}
