package org.dbbench.threeen1.store;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts the points where data is forced to stable storage in an {@code strace -f} trace, between two
 * marker strings the traced program wrote: fsync, fdatasync, msync and sync_file_range calls, plus
 * every write to a file opened with O_SYNC or O_DSYNC (Derby's log is such a file: each write is
 * synchronous, no fsync follows).
 */
final class SyncTrace {
    private static final Pattern CALL = Pattern.compile("^(\\d+)\\s+(\\w+)\\((.*)$");
    private static final Pattern RESUMED = Pattern.compile("^(\\d+)\\s+<\\.\\.\\. (\\w+) resumed>(.*)$");
    private static final Pattern RETURN = Pattern.compile("\\)\\s+=\\s+(-?\\d+)");
    private static final Set<String> SYNC_CALLS = Set.of("fsync", "fdatasync", "msync", "sync_file_range");
    private static final Set<String> WRITE_CALLS = Set.of("write", "pwrite64", "writev", "pwritev", "pwritev2");

    /** What happened between the markers. */
    record Counts(int syncCalls, int syncWrites, int plainStoreWrites, Map<String, Integer> byCall) {
        int syncPoints() {
            return syncCalls + syncWrites;
        }
    }

    private SyncTrace() {
    }

    /**
     * Counts between the markers; {@code storeDir} names the store's files, whose plain (not synced)
     * writes are counted too, for information: they show what reaches the OS at commit.
     */
    static Counts count(List<String> lines, String begin, String end, String storeDir) {
        Map<String, String> pending = new HashMap<>();
        Set<Integer> syncFds = new HashSet<>();
        Set<Integer> storeFds = new HashSet<>();
        int plainStoreWrites = 0;
        boolean inside = false;
        boolean sawBegin = false;
        boolean sawEnd = false;
        int syncCalls = 0;
        int syncWrites = 0;
        Map<String, Integer> byCall = new HashMap<>();
        for (String line : lines) {
            String pid;
            String name;
            String rest;
            Matcher m = RESUMED.matcher(line);
            if (m.find()) {
                pid = m.group(1);
                name = m.group(2);
                String start = pending.remove(pid + " " + name);
                rest = (start == null ? "" : start) + m.group(3);
            } else {
                m = CALL.matcher(line);
                if (!m.find()) {
                    continue;
                }
                pid = m.group(1);
                name = m.group(2);
                rest = m.group(3);
                if (rest.contains("<unfinished ...>")) {
                    pending.put(pid + " " + name, rest.replace("<unfinished ...>", ""));
                    continue;
                }
            }
            if (rest.contains(begin)) {
                inside = true;
                sawBegin = true;
                continue;
            }
            if (rest.contains(end)) {
                inside = false;
                sawEnd = true;
                continue;
            }
            Matcher r = RETURN.matcher(rest);
            long ret = r.find() ? Long.parseLong(r.group(1)) : -1;
            if (name.equals("openat") || name.equals("open")) {
                if (ret >= 0 && (rest.contains("O_SYNC") || rest.contains("O_DSYNC"))) {
                    syncFds.add((int) ret);
                } else if (ret >= 0) {
                    syncFds.remove((int) ret);
                }
                if (ret >= 0 && rest.contains(storeDir)) {
                    storeFds.add((int) ret);
                } else if (ret >= 0) {
                    storeFds.remove((int) ret);
                }
            } else if (name.equals("close")) {
                syncFds.remove(firstArgument(rest));
                storeFds.remove(firstArgument(rest));
            }
            if (!inside) {
                continue;
            }
            if (SYNC_CALLS.contains(name)) {
                syncCalls++;
                byCall.merge(name, 1, Integer::sum);
            } else if (WRITE_CALLS.contains(name) && syncFds.contains(firstArgument(rest))) {
                syncWrites++;
                byCall.merge(name + "(O_DSYNC/O_SYNC file)", 1, Integer::sum);
            } else if (WRITE_CALLS.contains(name) && storeFds.contains(firstArgument(rest))) {
                plainStoreWrites++;
            }
        }
        if (!sawBegin || !sawEnd) {
            throw new IllegalStateException("the trace lacks the markers (begin " + sawBegin + ", end " + sawEnd + ")");
        }
        return new Counts(syncCalls, syncWrites, plainStoreWrites, byCall);
    }

    private static int firstArgument(String args) {
        int end = 0;
        while (end < args.length() && Character.isDigit(args.charAt(end))) {
            end++;
        }
        return end == 0 ? -1 : Integer.parseInt(args.substring(0, end));
    }
}
