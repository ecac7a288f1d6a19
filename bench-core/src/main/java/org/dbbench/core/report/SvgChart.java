package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A {@link Chart} as SVG written directly: lines, dots, bars and stacked bars on linear or log
 * axes, with a legend. XChart draws every letter as an outline path, so its SVGs were 90-370 KB each
 * and their text could not be searched or copied; here text is SVG text and a chart is a few KB.
 * The PNG files of {@code --charts} are still XChart's.
 */
final class SvgChart {
    static final int WIDTH = ChartRenderer.WIDTH;
    static final int HEIGHT = ChartRenderer.HEIGHT;
    private static final String[] COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    private static final int LEFT = 78;
    private static final int TOP = 44;
    private static final int LEGEND = 210;
    /** Rough width of a character at 11 px, to keep labels from running out of the picture. */
    private static final double CHAR = 6.2;

    private final Chart c;
    private final StringBuilder b = new StringBuilder();
    private final boolean categories;
    private final List<Chart.Series> drawn;
    private final int right;
    private final int bottom;

    private SvgChart(Chart c) {
        this.c = c;
        this.categories = c.kind() == Chart.Kind.BAR || c.kind() == Chart.Kind.STACKED;
        this.drawn = c.series().stream().filter(s -> s.points().stream().anyMatch(p -> ChartRenderer.shown(c, p)))
                .toList();
        this.right = WIDTH - (legend().size() > 1 ? LEGEND : 24);
        this.bottom = HEIGHT - (categories && categories().size() > 6 ? 96 : 56);
    }

    /** The chart as a standalone SVG document (it is inlined in HTML as it is). */
    static String render(Chart c) {
        if (!ChartRenderer.drawable(c)) {
            throw new IllegalArgumentException("chart " + c.id() + " has no point it can draw");
        }
        return new SvgChart(c).draw();
    }

    private String draw() {
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
        text((LEFT + right) / 2.0, 22, "middle", 14, c.title(), right - LEFT + 60);
        ChartScale y = ChartScale.of(yValues(), c.logY(), categories, ChartRenderer.pattern(c, false));
        for (double t : y.ticks()) {
            double py = py(y, t);
            line(LEFT, py, right, py, "#ddd");
            text(LEFT - 6, py + 4, "end", 11, y.label(t), LEFT - 8);
        }
        text(16, (TOP + bottom) / 2.0, "middle", 12, c.yLabel(), bottom - TOP, "rotate(-90 16 " + f((TOP + bottom) / 2.0) + ")");
        text((LEFT + right) / 2.0, HEIGHT - 12, "middle", 12, c.xLabel(), right - LEFT);
        if (categories) {
            bars(y);
        } else {
            lines(y);
        }
        line(LEFT, bottom, right, bottom, "#666");
        line(LEFT, TOP, LEFT, bottom, "#666");
        legend(legend());
        return b.append("</svg>\n").toString();
    }

    private double py(ChartScale y, double v) {
        return bottom - y.at(v) * (bottom - TOP);
    }

    private double[] yValues() {
        if (c.kind() == Chart.Kind.STACKED) {
            Map<String, Double> sums = new LinkedHashMap<>();
            drawn.forEach(s -> shown(s).forEach(p -> sums.merge(p.label(), p.y(), Double::sum)));
            return sums.values().stream().mapToDouble(Double::doubleValue).toArray();
        }
        return drawn.stream().flatMap(s -> shown(s).stream())
                .flatMapToDouble(p -> p.hasSpread() ? java.util.stream.DoubleStream.of(p.y(), p.low(), p.high())
                        : java.util.stream.DoubleStream.of(p.y())).toArray();
    }

    private List<Chart.Point> shown(Chart.Series s) {
        return s.points().stream().filter(p -> ChartRenderer.shown(c, p)).toList();
    }

    private List<String> categories() {
        LinkedHashSet<String> cats = new LinkedHashSet<>();
        c.series().forEach(s -> s.points().forEach(p -> cats.add(p.label())));
        return new ArrayList<>(cats);
    }

    private void lines(ChartScale y) {
        double[] xs = drawn.stream().flatMap(s -> shown(s).stream()).mapToDouble(Chart.Point::x).toArray();
        ChartScale x = ChartScale.of(xs, c.logX(), false, ChartRenderer.pattern(c, true));
        for (double t : x.ticks()) {
            double px = LEFT + x.at(t) * (right - LEFT);
            line(px, TOP, px, bottom, "#eee");
            text(px, bottom + 16, "middle", 11, x.label(t), 80);
        }
        for (int i = 0; i < drawn.size(); i++) {
            Chart.Series s = drawn.get(i);
            String colour = COLOURS[i % COLOURS.length];
            List<Chart.Point> pts = shown(s).stream().sorted(Comparator.comparingDouble(Chart.Point::x)).toList();
            boolean joined = c.kind() == Chart.Kind.LINE && !s.marks();
            if (joined && pts.size() > 1) {
                b.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\" points=\"");
                pts.forEach(p -> b.append(f(LEFT + x.at(p.x()) * (right - LEFT))).append(',').append(f(py(y, p.y())))
                        .append(' '));
                b.setLength(b.length() - 1);
                b.append("\"/>\n");
            }
            for (Chart.Point p : pts) {
                b.append("<circle cx=\"").append(f(LEFT + x.at(p.x()) * (right - LEFT))).append("\" cy=\"")
                        .append(f(py(y, p.y()))).append("\" r=\"").append(joined ? 3 : 4).append("\" fill=\"")
                        .append(colour).append("\"><title>").append(esc(s.name() + ": " + exact(p.y())))
                        .append("</title></circle>\n");
            }
        }
    }

    /** Bars side by side per category (STACKED: on top of each other); a run spread as a whisker. */
    private void bars(ChartScale y) {
        List<String> cats = categories();
        double slot = (right - LEFT) / (double) cats.size();
        boolean stacked = c.kind() == Chart.Kind.STACKED;
        double width = slot * 0.8 / (stacked ? 1 : drawn.size());
        double base = c.logY() ? y.min() : 0;
        Map<String, Double> heights = new LinkedHashMap<>();
        for (int ci = 0; ci < cats.size(); ci++) {
            double cx = LEFT + slot * (ci + 0.5);
            String label = cats.get(ci);
            if (cats.size() > 6) {
                text(cx, bottom + 14, "end", 11, label, 120, "rotate(-30 " + f(cx) + " " + f(bottom + 14) + ")");
            } else {
                text(cx, bottom + 16, "middle", 11, label, slot);
            }
        }
        for (int i = 0; i < drawn.size(); i++) {
            String colour = COLOURS[i % COLOURS.length];
            for (Chart.Point p : shown(drawn.get(i))) {
                int ci = cats.indexOf(p.label());
                double below = stacked ? heights.getOrDefault(p.label(), base) : base;
                double top = stacked ? below + p.y() : p.y();
                heights.put(p.label(), top);
                double x0 = LEFT + slot * ci + slot * 0.1 + (stacked ? 0 : i * width);
                double y0 = py(y, top);
                b.append("<rect x=\"").append(f(x0)).append("\" y=\"").append(f(y0)).append("\" width=\"")
                        .append(f(width)).append("\" height=\"").append(f(py(y, below) - y0)).append("\" fill=\"")
                        .append(colour).append("\"><title>").append(esc(drawn.get(i).name() + ", " + p.label() + ": "
                                + exact(p.y()))).append("</title></rect>\n");
                if (p.hasSpread()) {
                    double mid = x0 + width / 2;
                    line(mid, py(y, p.low()), mid, py(y, p.high()), "#000");
                    line(mid - width / 4, py(y, p.low()), mid + width / 4, py(y, p.low()), "#000");
                    line(mid - width / 4, py(y, p.high()), mid + width / 4, py(y, p.high()), "#000");
                }
            }
        }
    }

    private List<String> legend() {
        List<String> names = new ArrayList<>(drawn.stream().map(Chart.Series::name).toList());
        if (drawn.stream().flatMap(s -> s.points().stream()).anyMatch(Chart.Point::hasSpread)) {
            names.add("| fastest to slowest run");
        }
        return names;
    }

    private void legend(List<String> names) {
        if (names.size() < 2) {
            return;
        }
        double x = right + 16;
        for (int i = 0; i < names.size(); i++) {
            double y = TOP + 6 + i * 17;
            boolean whisker = names.get(i).startsWith("| ");
            if (!whisker) {
                b.append("<rect x=\"").append(f(x)).append("\" y=\"").append(f(y - 9)).append("\" width=\"12\" height=\"10\" fill=\"")
                        .append(COLOURS[i % COLOURS.length]).append("\"/>\n");
            }
            text(x + 18, y, "start", 11, whisker ? names.get(i).substring(2) : names.get(i), LEGEND - 40);
        }
    }

    private void line(double x1, double y1, double x2, double y2, String colour) {
        b.append("<line x1=\"").append(f(x1)).append("\" y1=\"").append(f(y1)).append("\" x2=\"").append(f(x2))
                .append("\" y2=\"").append(f(y2)).append("\" stroke=\"").append(colour).append("\"/>\n");
    }

    private void text(double x, double y, String anchor, int size, String s, double room) {
        text(x, y, anchor, size, s, room, null);
    }

    /** Text squeezed to its room when it would run past it (a long title, a long series name). */
    private void text(double x, double y, String anchor, int size, String s, double room, String transform) {
        b.append("<text x=\"").append(f(x)).append("\" y=\"").append(f(y)).append("\" text-anchor=\"").append(anchor)
                .append('"');
        if (size != 11) {
            b.append(" font-size=\"").append(size).append('"');
        }
        if (s.length() * CHAR * size / 11 > room) {
            b.append(" textLength=\"").append(f(room)).append("\" lengthAdjust=\"spacingAndGlyphs\"");
        }
        if (transform != null) {
            b.append(" transform=\"").append(transform).append('"');
        }
        b.append('>').append(esc(s)).append("</text>\n");
    }

    /** A point's value in its tooltip, to four significant digits (the axis labels round more). */
    private static String exact(double v) {
        return new java.math.BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
    }

    /** A coordinate to a tenth of a pixel: finer than any screen shows. */
    private static String f(double v) {
        String s = String.format(Locale.ROOT, "%.1f", v);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
