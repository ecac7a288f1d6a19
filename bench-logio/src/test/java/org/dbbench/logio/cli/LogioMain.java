package org.dbbench.logio.cli;

/** {@code bench logio} as a process of its own, for the Ctrl-C test (the CLI module is not visible here). */
public final class LogioMain {
    private LogioMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(LogioCli.run(args));
    }
}
