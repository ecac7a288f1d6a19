package org.dbbench.core.report;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries.CategorySeriesRenderStyle;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * Draws a study's {@link Chart}: with XChart as PNG (for mail clients and image viewers), and as
 * SVG with {@link SvgChart} (sharp at any zoom, its text searchable, inlined in the HTML report). Points a chart cannot
 * show honestly are left out, not bent: NaN, infinities, and zero or negative values on a
 * logarithmic axis; {@link #omitted} counts them so the page can say so.
 */
public final class ChartRenderer {
    public static final int WIDTH = 820;
    public static final int HEIGHT = 500;

    static {
        // charts are drawn on servers without a display
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private ChartRenderer() {
    }

    /** True when at least one point can be drawn. */
    public static boolean drawable(Chart c) {
        return c.series().stream().anyMatch(s -> s.points().stream().anyMatch(p -> shown(c, p)));
    }

    /** Points left out because the chart's axes cannot show them. */
    public static long omitted(Chart c) {
        return c.series().stream().flatMap(s -> s.points().stream()).filter(p -> !shown(c, p)).count();
    }

    public static byte[] png(Chart c) {
        try {
            return BitmapEncoder.getBitmapBytes(draw(c), BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The chart as SVG with its text as text (see {@link SvgChart}); XChart drew letters as outlines. */
    public static String svg(Chart c) {
        return SvgChart.render(c);
    }

    /** The XChart chart; throws IllegalArgumentException when nothing is drawable. */
    static org.knowm.xchart.internal.chartpart.Chart<?, ?> draw(Chart c) {
        if (!drawable(c)) {
            throw new IllegalArgumentException("chart " + c.id() + " has no point it can draw");
        }
        org.knowm.xchart.internal.chartpart.Chart<?, ?> chart = c.kind() == Chart.Kind.BAR
                || c.kind() == Chart.Kind.STACKED ? bars(c) : lines(c);
        int drawn = chart.getSeriesMap().size();
        style(chart.getStyler(), drawn);
        fitTitle(chart.getStyler(), c.title(), drawn > 1);
        return chart;
    }

    private static XYChart lines(Chart c) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(c.title())
                .xAxisTitle(c.xLabel()).yAxisTitle(c.yLabel()).build();
        chart.getStyler().setXAxisLogarithmic(c.logX()).setYAxisLogarithmic(c.logY())
                .setXAxisLogarithmicDecadeOnly(wide(c, true)).setYAxisLogarithmicDecadeOnly(wide(c, false))
                .setXAxisDecimalPattern(pattern(c, true)).setYAxisDecimalPattern(pattern(c, false));
        for (Chart.Series s : c.series()) {
            List<Chart.Point> pts = s.points().stream().filter(p -> shown(c, p))
                    .sorted(Comparator.comparingDouble(Chart.Point::x)).toList();
            if (pts.isEmpty()) {
                continue;
            }
            XYSeries xy = chart.addSeries(uniqueName(chart.getSeriesMap().keySet(), s.name()),
                    pts.stream().mapToDouble(Chart.Point::x).toArray(),
                    pts.stream().mapToDouble(Chart.Point::y).toArray());
            xy.setXYSeriesRenderStyle(c.kind() == Chart.Kind.DOTS || s.marks() ? XYSeries.XYSeriesRenderStyle.Scatter
                    : XYSeries.XYSeriesRenderStyle.Line);
        }
        return chart;
    }

    /**
     * One group of bars per category (point label), a bar per series; a missing value is no bar. A
     * series whose points carry their runs' spread gets two markers per bar, its fastest and its
     * slowest run, drawn on the bar (the bars then overlap: one series per such chart). A STACKED
     * chart puts its series on top of each other, one bar per category.
     */
    private static CategoryChart bars(Chart c) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(c.title())
                .xAxisTitle(c.xLabel()).yAxisTitle(c.yLabel()).build();
        chart.getStyler().setStacked(c.kind() == Chart.Kind.STACKED);
        chart.getStyler().setYAxisLogarithmic(c.logY()).setYAxisLogarithmicDecadeOnly(wide(c, false))
                .setYAxisDecimalPattern(pattern(c, false));
        if (c.logY()) {
            // XChart's category axis starts bars at zero, which a log axis refuses: start at a decade
            double smallest = c.series().stream().flatMap(s -> s.points().stream()).filter(p -> shown(c, p))
                    .mapToDouble(p -> p.hasSpread() ? Math.min(p.low(), p.y()) : p.y()).filter(v -> v > 0)
                    .min().orElse(1);
            chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(smallest))));
        }
        Set<String> categories = new LinkedHashSet<>();
        c.series().forEach(s -> s.points().forEach(p -> categories.add(p.label())));
        List<String> cats = new ArrayList<>(categories);
        for (Chart.Series s : c.series()) {
            Map<String, Chart.Point> byCat = new LinkedHashMap<>();
            s.points().stream().filter(p -> shown(c, p)).forEach(p -> byCat.put(p.label(), p));
            if (byCat.isEmpty()) {
                continue;
            }
            addCategorySeries(chart, s.name(), cats, byCat, Chart.Point::y, CategorySeriesRenderStyle.Bar);
            if (byCat.values().stream().anyMatch(Chart.Point::hasSpread)) {
                chart.getStyler().setOverlapped(true);
                String of = c.series().size() == 1 ? "" : s.name() + ": ";
                addCategorySeries(chart, of + "fastest run", cats, byCat, Chart.Point::low,
                        CategorySeriesRenderStyle.Scatter);
                addCategorySeries(chart, of + "slowest run", cats, byCat, Chart.Point::high,
                        CategorySeriesRenderStyle.Scatter);
            }
        }
        if (cats.size() > 6) {
            chart.getStyler().setXAxisLabelRotation(30);
        }
        return chart;
    }

    private static void addCategorySeries(CategoryChart chart, String name, List<String> cats,
            Map<String, Chart.Point> byCat, ToDoubleFunction<Chart.Point> value, CategorySeriesRenderStyle style) {
        List<Double> ys = new ArrayList<>();
        for (String cat : cats) {
            Chart.Point p = byCat.get(cat);
            double v = p == null ? Double.NaN : value.applyAsDouble(p);
            ys.add(Double.isFinite(v) ? v : null);
        }
        chart.addSeries(uniqueName(chart.getSeriesMap().keySet(), name), cats, ys).setChartCategorySeriesRenderStyle(style);
    }

    /**
     * XChart centres the title over the plot, which the legend pushes left, and cuts what overflows
     * the picture: a long study title ("Time per write: force-false (fdatasync), preallocated, ...")
     * gets a smaller font until it fits the width left of the legend.
     */
    private static void fitTitle(Styler st, String title, boolean legend) {
        int room = legend ? WIDTH - LEGEND_ROOM : WIDTH - 2 * TITLE_MARGIN;
        Font font = st.getChartTitleFont();
        java.awt.Graphics2D g = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB)
                .createGraphics();
        try {
            while (font.getSize2D() > 8 && g.getFontMetrics(font).stringWidth(title) > room) {
                font = font.deriveFont(font.getSize2D() - 0.5f);
            }
        } finally {
            g.dispose();
        }
        st.setChartTitleFont(font);
    }

    private static final int TITLE_MARGIN = 20;
    /** Width the legend on the right takes from a centred title, with room for long series names. */
    private static final int LEGEND_ROOM = 260;

    private static void style(Styler st, int series) {
        st.setChartBackgroundColor(Color.WHITE);
        st.setPlotBackgroundColor(Color.WHITE);
        st.setPlotBorderVisible(false);
        st.setLegendVisible(series > 1);
        st.setLegendPosition(Styler.LegendPosition.OutsideE);
        st.setLegendBorderColor(Color.LIGHT_GRAY);
        st.setMarkerSize(7);
        st.setAntiAlias(true);
        if (st instanceof AxesChartStyler axes) {
            axes.setPlotGridLinesColor(new Color(0xDD, 0xDD, 0xDD));
            axes.setAxisTickLabelsColor(Color.DARK_GRAY);
        }
    }

    /**
     * A log axis spanning more than two decades labels only 1, 10, 100...: with every 2..9 labelled
     * as well the labels run into each other; over a narrower span the decades alone leave it bare.
     */
    private static boolean wide(Chart c, boolean x) {
        double[] v = c.series().stream().flatMap(s -> s.points().stream()).filter(p -> shown(c, p))
                .mapToDouble(p -> x ? p.x() : p.y()).filter(d -> d > 0).toArray();
        double min = java.util.Arrays.stream(v).min().orElse(1);
        double max = java.util.Arrays.stream(v).max().orElse(1);
        return max / min > 100;
    }

    /**
     * Tick labels people read without decoding: "9,000,000" rather than XChart's "9E6", and as many
     * decimals as the smallest value needs ("0.05"), never more than six.
     */
    static String pattern(Chart c, boolean x) {
        double smallest = c.series().stream().flatMap(s -> s.points().stream()).filter(p -> shown(c, p))
                .mapToDouble(p -> Math.abs(x ? p.x() : p.y())).filter(v -> v > 0).min().orElse(1);
        int decimals = smallest >= 10 ? 0 : Math.min(6, (int) Math.ceil(-Math.log10(smallest)) + 1);
        return decimals <= 0 ? "#,##0" : "#,##0." + "#".repeat(decimals);
    }

    static boolean shown(Chart c, Chart.Point p) {
        boolean categories = c.kind() == Chart.Kind.BAR || c.kind() == Chart.Kind.STACKED;
        if (!Double.isFinite(p.y()) || (!categories && !Double.isFinite(p.x()))) {
            return false;
        }
        boolean logX = !categories && c.logX();
        return !(logX && p.x() <= 0) && !(c.logY() && p.y() <= 0);
    }

    /** XChart keys series by name; two series of the same name would replace each other. */
    private static String uniqueName(Set<String> taken, String name) {
        String n = name;
        for (int i = 2; taken.contains(n); i++) {
            n = name + " (" + i + ")";
        }
        return n;
    }
}
