package org.dbbench.threeen1.store;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A child JVM for the store tests (crash, strace) and a small timing harness:
 * {@code StoreRunMain <store> <dir> <durability> <tuned|defaults> <from> <to> <workers> <cacheMb> [report]}.
 * With {@code report}, every committed step entry is printed as {@code P n} after putStep returned and
 * every raised result as {@code R s}, so a parent that kills this JVM knows what had been committed.
 */
public final class StoreRunMain {
    private StoreRunMain() {
    }

    static StoreType type(String name) {
        return Stores.byName(name);
    }

    public static void main(String[] args) throws Exception {
        StoreType type = type(args[0]);
        Path dir = Path.of(args[1]);
        Durability durability = Durability.parse(args[2]);
        boolean tuned = args[3].equals("tuned");
        long from = Long.parseLong(args[4]);
        long to = Long.parseLong(args[5]);
        int workers = Integer.parseInt(args[6]);
        int cacheMb = Integer.parseInt(args[7]);
        boolean report = args.length > 8 && args[8].equals("report");
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        long t0 = System.nanoTime();
        try (Store store = type.open(new StoreOptions(dir, durability, tuned, cacheMb, to - from + 1))) {
            long t1 = System.nanoTime();
            out.println("open " + type.name() + " " + durability.cliName() + (tuned ? " tuned" : " defaults"));
            for (Map.Entry<String, String> e : store.settings().entrySet()) {
                out.println("  " + e.getKey() + " = " + e.getValue());
            }
            out.println("ready");
            out.flush();
            SpecWorkload.run(store, from, to, workers, n -> {
                if (report) {
                    synchronized (out) {
                        out.println("P " + n);
                        out.flush();
                    }
                }
            });
            long t2 = System.nanoTime();
            try (Store.Session s = store.openSession()) {
                Store.Totals t = s.totals();
                out.printf("done result=%d highest=%d reads=%d updates=%d run=%.2fs open=%.2fs%n",
                        t.result(), t.highest(), t.reads(), t.updates(), (t2 - t1) / 1e9, (t1 - t0) / 1e9);
            }
            out.flush();
        }
        out.printf("closed bytes=%d total=%.2fs%n", size(dir), (System.nanoTime() - t0) / 1e9);
        out.flush();
    }

    static long size(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
