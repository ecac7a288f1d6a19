package org.dbbench.threeen1.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.dbbench.core.BadInputException;
import picocli.CommandLine;

/**
 * Runs {@code bench threeen1 ...} in this JVM the way the bench CLI does: bad input (a picocli usage
 * error or a BadInputException) is one line on stderr and exit code 2.
 */
final class Cli {
    record Result(int exit, String out, String err) {
    }

    private Cli() {
    }

    static synchronized Result run(String... args) {
        StringWriter err = new StringWriter();
        PrintWriter errWriter = new PrintWriter(err, true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream oldOut = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            CommandLine cl = new CommandLine(new Threeen1Command());
            cl.setErr(errWriter);
            cl.setParameterExceptionHandler((e, a) -> {
                // a value a converter refused is its own line, as the bench CLI prints it
                String line = e.getCause() instanceof BadInputException bad ? bad.getMessage() : e.getMessage();
                errWriter.println("bench " + e.getCommandLine().getCommandSpec().qualifiedName() + ": " + line);
                return 2;
            });
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
                for (Throwable t = e; t != null; t = t.getCause()) {
                    if (t instanceof BadInputException bad) {
                        errWriter.println("bench " + cmd.getCommandSpec().qualifiedName() + ": " + bad.getMessage());
                        return 2;
                    }
                }
                throw e;
            });
            int exit = cl.execute(args);
            return new Result(exit, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(oldOut);
        }
    }
}
