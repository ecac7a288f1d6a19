package org.dbbench.core.report;

import java.util.List;

/**
 * A chart as a study describes it, independent of the library that draws it: line charts with
 * numeric x (latency vs buffer size, throughput vs workers) or bar charts with a label per point
 * (throughput per store). Renderers draw it as PNG and SVG and inline it in HTML.
 *
 * @param id file-name-safe identifier, e.g. "logio-latency-fdatasync"
 */
public record Chart(String id, String title, String xLabel, String yLabel, Kind kind, boolean logX,
        boolean logY, List<Series> series) {

    /**
     * DOTS: points with numeric x and no line between them, e.g. each round of two candidates.
     * STACKED: bars per category (point label) with the series stacked on each other, e.g. the shares
     * of the workers' time per point, adding up to 100%.
     */
    public enum Kind { LINE, BAR, DOTS, STACKED }

    /**
     * One line or one group of bars; for BAR and STACKED charts the point labels are the categories.
     *
     * @param marks on a LINE chart: points marked on the lines (a peak, a knee), drawn as markers
     *     without a line between them
     */
    public record Series(String name, List<Point> points, boolean marks) {
        public Series(String name, List<Point> points) {
            this(name, points, false);
        }
    }

    /**
     * A point; {@code label} names a BAR category and is ignored by LINE charts. {@code low} and
     * {@code high} are the fastest and slowest of the runs behind {@code y} (NaN: one value only).
     */
    public record Point(String label, double x, double y, double low, double high) {
        public Point(String label, double x, double y) {
            this(label, x, y, Double.NaN, Double.NaN);
        }

        public boolean hasSpread() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
    }
}
