package org.dbbench.core.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * Every path a user types, read once at the edge into one form: absolute and normalized. Code past
 * the command line then never meets {@code .}, {@code ..} or a trailing {@code /.}, which once made a
 * run with {@code --results-dir .} measure for minutes and then lose its bundle, and every message
 * names the directory the user meant, whatever the working directory of the code that prints it.
 */
public final class UserPaths {
    private UserPaths() {
    }

    /** The path {@code text} names, absolute and normalized; an empty or unreadable one is refused. */
    public static Path read(String text) {
        if (text == null || text.isBlank()) {
            throw new TypeConversionException("'" + (text == null ? "" : text) + "' is an empty path; give a file or"
                    + " directory");
        }
        try {
            return Path.of(text).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            throw new TypeConversionException("'" + text + "' is not a path: " + e.getReason());
        }
    }

    /** {@code cl} with every path option and parameter of it and its subcommands read by {@link #read}. */
    public static CommandLine readAtTheEdge(CommandLine cl) {
        return cl.registerConverter(Path.class, UserPaths::read);
    }
}
