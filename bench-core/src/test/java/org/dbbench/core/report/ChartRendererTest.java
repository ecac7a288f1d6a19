package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class ChartRendererTest {

    static Chart latencyChart() {
        return new Chart("logio-latency", "Latency vs buffer size", "buffer (KiB)", "ms per write",
                Chart.Kind.LINE, true, true, List.of(
                        new Chart.Series("aligned", List.of(new Chart.Point(null, 1, 0.8),
                                new Chart.Point(null, 8, 1.1), new Chart.Point(null, 512, 9.5))),
                        new Chart.Series("non-aligned", List.of(new Chart.Point(null, 1, 2.4),
                                new Chart.Point(null, 8, Double.NaN), new Chart.Point(null, 512, 0)))));
    }

    static Chart storesChart() {
        return new Chart("threeen1-stores", "3n+1 throughput per store", "store", "updates/s",
                Chart.Kind.BAR, false, false, List.of(
                        new Chart.Series("host-a", List.of(new Chart.Point("derby", 0, 120_000),
                                new Chart.Point("h2", 0, 400_000), new Chart.Point("memory", 0, 9_000_000))),
                        new Chart.Series("host-b", List.of(new Chart.Point("derby", 0, 80_000),
                                new Chart.Point("memory", 0, 7_000_000)))));
    }

    @Test
    void lineChartIsAPngOfTheRightSizeLeavingOutWhatALogAxisCannotShow() throws Exception {
        Chart c = latencyChart();
        assertEquals(2, ChartRenderer.omitted(c), "NaN and 0 on a log axis");
        byte[] png = ChartRenderer.png(c);
        Files.write(Path.of("target/chart-sample.png"), png);
        Files.write(Path.of("target/chart-bars.png"), ChartRenderer.png(storesChart()));
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(ChartRenderer.WIDTH, img.getWidth());
        assertEquals(ChartRenderer.HEIGHT, img.getHeight());
        assertTrue(distinctColours(img) > 10, "something was drawn");
    }

    @Test
    void barChartWithAMissingBarIsAWellFormedSvg() throws Exception {
        String svg = ChartRenderer.svg(storesChart());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        // the SVG names the W3C DTD; a test must not reach for the network
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Files.writeString(Path.of("target/chart-sample.svg"), svg);
        Document doc = f.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertFalse(java.util.regex.Pattern.compile("\\d\\.\\d\\d").matcher(svg).find(), "coordinates to a tenth of a pixel");
        assertTrue(doc.getElementsByTagName("path").getLength() + doc.getElementsByTagName("rect").getLength() > 5, svg);
        // text as text (XChart drew each letter as a path: 90-370 KB a chart), so a page's search finds it
        assertEquals(0, doc.getElementsByTagName("path").getLength(), "no glyph outlines");
        List<String> texts = new java.util.ArrayList<>();
        for (int i = 0; i < doc.getElementsByTagName("text").getLength(); i++) {
            texts.add(doc.getElementsByTagName("text").item(i).getTextContent());
        }
        assertTrue(texts.containsAll(List.of("3n+1 throughput per store", "updates/s", "derby", "host-b")), texts.toString());
        assertTrue(svg.length() < 20_000, svg.length() + " characters");
    }

    @Test
    void barsWithTheirRunsSpreadGetTheFastestAndSlowestRunOnEachBar() throws Exception {
        Chart c = new Chart("threeen1-seconds", "3n+1 seconds", "store", "seconds", Chart.Kind.BAR, false, true,
                List.of(new Chart.Series("median of runs", List.of(new Chart.Point("memory", 0, 2.0, 1.9, 2.2),
                        new Chart.Point("sqlite", 1, 360, 340, 401)))));
        Files.write(Path.of("target/chart-spread.png"), ChartRenderer.png(c));
        org.knowm.xchart.CategoryChart chart = (org.knowm.xchart.CategoryChart) ChartRenderer.draw(c);
        assertEquals(List.of("median of runs", "fastest run", "slowest run"),
                List.copyOf(chart.getSeriesMap().keySet()));
        org.knowm.xchart.CategorySeries slowest = chart.getSeriesMap().get("slowest run");
        assertEquals(org.knowm.xchart.CategorySeries.CategorySeriesRenderStyle.Scatter,
                slowest.getChartCategorySeriesRenderStyle());
        assertEquals(List.of(2.2, 401.0), List.copyOf(slowest.getYData()));
        assertTrue(chart.getStyler().isOverlapped(), "the markers sit on their bar, not beside it");
        assertTrue(chart.getStyler().isLegendVisible(), "the legend says which marker is which");
        assertFalse(((org.knowm.xchart.CategoryChart) ChartRenderer.draw(storesChart())).getStyler().isOverlapped(),
                "bars without spread stay side by side");
    }

    @Test
    void stackedSharesAreOneBarPerCategoryAndMarksAreMarkersWithoutALine() {
        Chart shares = new Chart("shares", "Shares", "point", "%", Chart.Kind.STACKED, false, false, List.of(
                new Chart.Series("running", List.of(new Chart.Point("k=1", 0, 90), new Chart.Point("k=8", 1, 10))),
                new Chart.Series("waiting for a CPU", List.of(new Chart.Point("k=1", 0, 10),
                        new Chart.Point("k=8", 1, 90)))));
        org.knowm.xchart.CategoryChart bars = (org.knowm.xchart.CategoryChart) ChartRenderer.draw(shares);
        assertTrue(bars.getStyler().isStacked(), "shares stack on each other");
        assertEquals(List.of(10.0, 90.0), List.copyOf(bars.getSeriesMap().get("waiting for a CPU").getYData()));

        Chart scaling = new Chart("scaling", "Scaling", "k", "reads/s", Chart.Kind.LINE, true, false, List.of(
                new Chart.Series("h2", List.of(new Chart.Point(null, 1, 5), new Chart.Point(null, 2, 9))),
                new Chart.Series("peak", List.of(new Chart.Point("h2", 2, 9)), true)));
        org.knowm.xchart.XYChart lines = (org.knowm.xchart.XYChart) ChartRenderer.draw(scaling);
        assertEquals(org.knowm.xchart.XYSeries.XYSeriesRenderStyle.Line,
                lines.getSeriesMap().get("h2").getXYSeriesRenderStyle());
        assertEquals(org.knowm.xchart.XYSeries.XYSeriesRenderStyle.Scatter,
                lines.getSeriesMap().get("peak").getXYSeriesRenderStyle());
        assertFalse(ChartRenderer.drawable(new Chart("s", "S", "p", "%", Chart.Kind.STACKED, false, false,
                List.of(new Chart.Series("r", List.of(new Chart.Point("k=1", Double.NaN, Double.NaN)))))));
    }

    @Test
    void aChartWithNothingDrawableIsRefused() {
        Chart empty = new Chart("e", "Empty", "x", "y", Chart.Kind.LINE, true, false,
                List.of(new Chart.Series("s", List.of(new Chart.Point(null, 0, 1)))));
        assertFalse(ChartRenderer.drawable(empty));
        assertThrows(IllegalArgumentException.class, () -> ChartRenderer.png(empty));
    }

    private static int distinctColours(BufferedImage img) {
        java.util.Set<Integer> c = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                c.add(img.getRGB(x, y));
            }
        }
        return c.size();
    }
}
