package org.dbbench.threeen1.store;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * A compact, test-only rendering of the SPEC-threeen1 worker algorithm, so the store tests exercise
 * every Store operation exactly as the workload does without depending on the coordinator. Workers
 * claim blocks of {@code l} numbers from an atomic counter; {@code result} is raised before a path is
 * written; totals are added once per worker.
 */
final class SpecWorkload {
    private static final String[] WORDS = {
        "zero", "eins", "deux", "tres", "quattro", "пять", "ستة", "सात", "捌", "ஒன்பது"};

    private SpecWorkload() {
    }

    /** words(n): each decimal digit as its word, joined by one space. */
    static String words(long n) {
        String digits = Long.toString(n);
        StringBuilder b = new StringBuilder(digits.length() * 8);
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(WORDS[digits.charAt(i) - '0']);
        }
        return b.toString();
    }

    /** The number a words string spells. */
    static long number(String words) {
        long n = 0;
        for (String word : words.split(" ")) {
            int digit = -1;
            for (int d = 0; d < WORDS.length; d++) {
                if (WORDS[d].equals(word)) {
                    digit = d;
                }
            }
            if (digit < 0) {
                throw new IllegalArgumentException("not a digit word: '" + word + "' in '" + words + "'");
            }
            n = Math.multiplyExact(n, 10) + digit;
        }
        return n;
    }

    static long next(long n) {
        return (n & 1) == 0 ? n / 2 : Math.addExact(Math.multiplyExact(3, n), 1);
    }

    /** Runs i..j with k workers in blocks of l on the store; {@code afterPut} sees each committed n. */
    static void run(Store store, long i, long j, int k, LongConsumer afterPut) throws InterruptedException {
        long count = j - i + 1;
        long l = (count + k - 1) / k;
        AtomicLong nextBlock = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int w = 0; w < k; w++) {
            Thread t = new Thread(() -> {
                try (Store.Session session = store.openSession()) {
                    work(session, i, j, l, nextBlock, afterPut);
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            }, "spec-worker-" + w);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
        if (!failures.isEmpty()) {
            IllegalStateException e = new IllegalStateException("a worker failed", failures.get(0));
            failures.stream().skip(1).forEach(e::addSuppressed);
            throw e;
        }
    }

    private static void work(Store.Session session, long i, long j, long l, AtomicLong nextBlock,
                             LongConsumer afterPut) {
        long reads = 0;
        long updates = 0;
        long highest = 0;
        long[] path = new long[4096];
        for (long block = nextBlock.getAndIncrement(); i + block * l <= j; block = nextBlock.getAndIncrement()) {
            long first = i + block * l;
            long last = Math.min(j, first + l - 1);
            for (long current = first; current <= last; current++) {
                long n = current;
                int length = 0;
                String known = null;
                while (true) {
                    reads++;
                    if (n == 1 || (known = session.getStep(words(n))) != null) {
                        break;
                    }
                    path[length++] = n;
                    n = next(n);
                    highest = Math.max(highest, n);
                }
                if (length > 0) {
                    long s = length + (n > 1 ? number(known) : 0);
                    session.raiseResult(s);
                    for (int idx = 0; idx < length; idx++) {
                        session.putStep(words(path[idx]), words(s - idx));
                        updates++;
                        afterPut.accept(path[idx]);
                    }
                }
            }
        }
        session.addTotals(reads, updates, highest);
    }

    /** The expected result and highest of i..j from the same algorithm over a plain map. */
    static long[] oracle(long i, long j) {
        java.util.HashMap<Long, Long> steps = new java.util.HashMap<>();
        long result = 0;
        long highest = 0;
        for (long current = i; current <= j; current++) {
            long n = current;
            List<Long> path = new ArrayList<>();
            while (n != 1 && !steps.containsKey(n)) {
                path.add(n);
                n = next(n);
                highest = Math.max(highest, n);
            }
            long s = path.size() + (n > 1 ? steps.get(n) : 0);
            result = Math.max(result, path.isEmpty() ? 0 : s);
            for (int idx = 0; idx < path.size(); idx++) {
                steps.put(path.get(idx), s - idx);
            }
        }
        return new long[] {result, highest};
    }

    /** Every stored entry must satisfy step(n) = 1 + step(next(n)); returns the bad entries. */
    static List<String> badEntries(Store store) {
        java.util.HashMap<Long, Long> steps = new java.util.HashMap<>();
        List<String> bad = new ArrayList<>();
        store.forEachStep((k, v) -> {
            try {
                steps.put(number(k), number(v));
            } catch (RuntimeException e) {
                bad.add("unreadable entry '" + k + "' = '" + v + "'");
            }
        });
        steps.put(1L, 0L);
        steps.forEach((n, s) -> {
            if (n == 1) {
                return;
            }
            Long after = steps.get(next(n));
            if (after == null || s != after + 1) {
                bad.add("step(" + n + ") = " + s + " but step(" + next(n) + ") = " + after);
            }
        });
        return bad;
    }
}
