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

    /** DOTS: points with numeric x and no line between them, e.g. each round of two candidates. */
    public enum Kind { LINE, BAR, DOTS }

    /** One line or one group of bars; for BAR charts the point labels are the categories. */
    public record Series(String name, List<Point> points) {
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
