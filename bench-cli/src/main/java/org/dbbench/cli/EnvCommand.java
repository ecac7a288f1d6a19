package org.dbbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.env.Environment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench env}: the machine as every result records it. */
@Command(name = "env", description = {"Show the machine, the JVM and the storage under a directory.",
    "This is what every results bundle records in env.json."})
final class EnvCommand implements Callable<Integer> {
    @Option(names = "--dir", paramLabel = "DIR", defaultValue = ".",
            description = "Data directory whose file system and disk are described (default: current).")
    Path dir;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Override
    public Integer call() {
        if (dir.toString().isBlank()) {
            throw new BadInputException("--dir '" + dir + "' is empty; give an existing directory");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("--dir " + dir + " is not an existing directory; give the directory"
                    + " whose storage you want described");
        }
        Environment env = Environment.capture(dir);
        System.out.print(json ? Json.write(env.sections()) + "\n" : env.toText());
        return 0;
    }
}
