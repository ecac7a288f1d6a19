package org.dbbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The shaded benchmarks.jar loaded into this JVM, on its own class loader (nothing from the test's
 * class path), its {@code Main.run} called as {@code java -jar} would call main, with standard
 * output and error captured: hundreds of command lines in seconds instead of a JVM each.
 */
final class ShadedJarInProcess implements AutoCloseable {
    private final URLClassLoader loader;
    private final Method run;
    /** The jar's java.io.tmpdir: JMH takes a machine-wide lock there, which another build's JMH may hold. */
    private final Path privateTmp;

    ShadedJarInProcess(Path jar) throws Exception {
        privateTmp = java.nio.file.Files.createTempDirectory("shaded-jar-tmp");
        loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        run = loader.loadClass("org.dbbench.cli.Main").getMethod("run", String[].class);
    }

    synchronized Jar.Result run(String... args) throws Exception {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        Thread self = Thread.currentThread();
        ClassLoader oldContext = self.getContextClassLoader();
        String oldTmp = System.getProperty("java.io.tmpdir");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            self.setContextClassLoader(loader); // the jar's ServiceLoader finds the jar's commands
            System.setProperty("java.io.tmpdir", privateTmp.toString());
            int exit;
            try {
                exit = (Integer) run.invoke(null, (Object) args);
            } catch (InvocationTargetException e) {
                // what escaped main: a user would see its stack trace
                e.getCause().printStackTrace(System.err);
                exit = 1;
            }
            System.out.flush();
            System.err.flush();
            return new Jar.Result(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            self.setContextClassLoader(oldContext);
            System.setProperty("java.io.tmpdir", oldTmp);
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Override
    public void close() throws Exception {
        loader.close();
        try (var files = java.nio.file.Files.walk(privateTmp)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
