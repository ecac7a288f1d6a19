package org.dbbench.threeen1.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Verifier;
import org.dbbench.threeen1.store.StoreType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench threeen1 verify}: every stored entry against step(n) = 1 + step(next(n)), no oracle. */
@Command(name = "verify", description = {"Check every entry of a kept store (--db) without an oracle.",
    "Each entry must satisfy step(n) = 1 + step(next(n)), step(1) = 0,",
    "with next(n) stored and every step covered by the stored result.",
    "Example: bench threeen1 verify --store chronicle --db /data/t1"})
public final class VerifyCommand implements Callable<Integer> {
    @Option(names = "--store", paramLabel = "NAME", required = true, converter = StoreOption.OneKept.class,
            description = "The store kept in DIR, one of the stores that keep data on disk.")
    StoreType type;

    @Option(names = "--db", paramLabel = "DIR", required = true, description = "The directory a run kept (--db).")
    Path db;

    @Override
    public Integer call() {
        if (!Files.exists(db)) {
            throw new BadInputException("--db " + db + " does not exist; give the directory of an earlier run"
                    + " with --db");
        }
        if (!Files.isDirectory(db)) {
            throw new BadInputException("--db " + db + " is a file, not a directory; give the directory of an"
                    + " earlier run with --db");
        }
        if (isEmpty(db)) {
            throw new BadInputException("--db " + db + " is empty, it holds no store; give the directory of an"
                    + " earlier run with --db");
        }
        if (!type.canUse(db)) {
            throw new BadInputException("--db " + db + " holds files that are not a " + type.name()
                    + " store's; refusing to open it");
        }
        StoreRuntime.check(List.of(type));
        Verifier.Report r = Verifier.verify(type, db);
        System.out.println("verify " + type.name() + " " + db + ": " + Format.thousands(r.checked())
                + " entries checked, " + Format.thousands(r.bad()) + " bad; stored result "
                + Format.thousands(r.result()) + ", largest stored step " + Format.thousands(r.maxStep()));
        for (String e : r.examples()) {
            System.out.println("  bad: " + e);
        }
        if (r.bad() > r.examples().size()) {
            System.out.println("  ... and " + Format.thousands(r.bad() - r.examples().size()) + " more");
        }
        return r.ok() ? 0 : 1;
    }

    private static boolean isEmpty(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (java.io.IOException e) {
            throw new BadInputException("--db " + dir + " cannot be read: " + e.getMessage());
        }
    }
}
