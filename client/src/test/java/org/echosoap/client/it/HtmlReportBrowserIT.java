package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.echosoap.client.cli.Main;
import org.echosoap.client.report.html.ReportFixtures;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The HTML report, made by {@code echosoap report} from the committed real results (a capacity suite's too), opened
 * in a real headless Chromium (Debian's {@code chromium} + {@code chromium-driver}, which .ci/run installs): every
 * chart has drawn SVG with visible bars or lines, the browser logged no error, and a full-page PNG is left in
 * {@code client/target/html-report.png} for humans. Without Chromium the test fails: CI installs it, so a missing
 * browser is a broken machine, not a reason to skip. Selenium is given both paths, so Selenium Manager never
 * looks for (or downloads) a browser or a driver.
 */
class HtmlReportBrowserIT {

    private static final Path CHROMIUM = Path.of(System.getProperty("echosoap.chromium", "/usr/bin/chromium"));
    private static final Path CHROMEDRIVER = Path.of(System.getProperty("echosoap.chromedriver", "/usr/bin/chromedriver"));
    private static final Path TARGET = Path.of("target");
    private static final List<String> SECTIONS = List.of("cost-breakdown", "parser-matrix", "size-sweep",
            "percentile-spectrum", "same-vs-cross", "memory", "capacity");

    /**
     * Selenium warns that it has no DevTools (CDP) bindings for this Chromium version: the test uses only WebDriver
     * and chromedriver's log endpoint, so that warning is noise. Held here so the setting is not garbage-collected.
     */
    private static final java.util.logging.Logger SELENIUM_LOG = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private static ChromeDriver browser;
    private static Path userDataDir;

    @BeforeAll
    static void startBrowser() throws Exception {
        assertTrue(Files.isExecutable(CHROMIUM), CHROMIUM + " is missing: apt-get install -y chromium (.ci/run does)");
        assertTrue(Files.isExecutable(CHROMEDRIVER),
                CHROMEDRIVER + " is missing: apt-get install -y chromium-driver (.ci/run does)");
        SELENIUM_LOG.setLevel(Level.SEVERE);
        userDataDir = Files.createTempDirectory("echosoap-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + userDataDir, "--window-size=1100,900");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stopBrowser() throws Exception {
        if (browser != null) {
            browser.quit();
        }
        if (userDataDir != null) {
            try (var files = Files.walk(userDataDir)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    private static Path report() throws Exception {
        Path html = TARGET.resolve("html-report.html").toAbsolutePath();
        List<String> args = new ArrayList<>(List.of("report", "--force", "--out", html.toString()));
        ReportFixtures.ALL.forEach(name -> args.add(ReportFixtures.dir(name).toString()));
        args.add(ReportFixtures.dir("capacity").toString());
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setErr(new PrintWriter(err)).setOut(new PrintWriter(new StringWriter()))
                .execute(args.toArray(String[]::new));
        assertEquals(0, code, err.toString());
        return html;
    }

    @Test
    void everyChartRendersWithoutBrowserErrors() throws Exception {
        browser.get(report().toUri().toString());
        assertEquals("echosoap report", browser.getTitle());
        for (String id : SECTIONS) {
            WebElement section = browser.findElement(By.id(id));
            List<WebElement> svgs = section.findElements(By.cssSelector("svg.chart"));
            assertTrue(!svgs.isEmpty(), id + ": no chart drawn");
            for (WebElement svg : svgs) {
                assertTrue(svg.getRect().getWidth() > 100 && svg.getRect().getHeight() > 100,
                        id + ": chart has no size: " + svg.getRect().getDimension());
                List<WebElement> marks = svg.findElements(By.cssSelector("rect.bar, path.line"));
                assertTrue(!marks.isEmpty(), id + ": chart without bars or lines");
                long visible = (Long) ((JavascriptExecutor) browser).executeScript(
                        "return Array.from(arguments[0].querySelectorAll('rect.bar, path.line'))"
                                + ".filter(e => { const b = e.getBBox(); return b.width > 0 || b.height > 0; }).length;", svg);
                assertTrue(visible > 0, id + ": no bar or line has a size");
                assertTrue(!svg.findElements(By.cssSelector("text.axis-label")).isEmpty(), id + ": axis without label");
                assertTrue(!svg.findElements(By.cssSelector("g.legend")).isEmpty(), id + ": no legend");
            }
            assertTrue(!section.findElements(By.cssSelector("table.numbers tbody tr")).isEmpty(), id + ": no table");
        }
        Long fetched = (Long) ((JavascriptExecutor) browser).executeScript(
                "return performance.getEntriesByType('resource').length;");
        assertEquals(0L, fetched, "the page loaded nothing besides itself");
        List<String> errors = new ArrayList<>();
        for (LogEntry e : browser.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(e.getMessage());
            }
        }
        assertEquals(List.of(), errors, "browser console errors");
        screenshot(TARGET.resolve("html-report.png"));
    }

    /** The whole page: the window is made as tall as the document (headless has no screen to fit). */
    private static void screenshot(Path png) throws Exception {
        long height = (Long) ((JavascriptExecutor) browser).executeScript(
                "return Math.ceil(document.documentElement.scrollHeight);");
        browser.manage().window().setSize(new Dimension(1100, (int) Math.min(height + 20, 30_000)));
        Files.write(png, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
        assertTrue(Files.size(png) > 10_000, "screenshot written");
    }
}
