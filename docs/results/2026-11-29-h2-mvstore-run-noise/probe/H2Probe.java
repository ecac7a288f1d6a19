import java.lang.management.*;
import java.lang.reflect.Field;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.*;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.*;
import org.dbbench.threeen1.workload.*;
import org.h2.mvstore.MVStore;

/** Where an h2-mvstore run's time goes, run by run, in one JVM with the fork's flags. */
public class H2Probe {
    public static void main(String[] a) throws Exception {
        int runs = Integer.parseInt(a[0]);
        Path parent = Path.of(a[1]);
        long to = Long.parseLong(a[2]);
        ThreadMXBean tmx = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        StoreType type = Stores.byName(System.getProperty("store", "h2-mvstore"));
        Workload w = Workload.of(1, to, Integer.parseInt(a[3]));
        int delay = Integer.parseInt(a[4]);
        System.out.println("run open run close del wall | procCpu workerCpu bgCpu otherJava gcMs gcN | versions writeMB writeN readMB fileMB chunks");
        for (int i = 0; i <= runs; i++) {
            System.gc(); System.gc();
            Thread.sleep(100);
            long gc0 = gcMs(), gcn0 = gcN();
            long c0 = os.getProcessCpuTime();
            Map<Long, Long> javaCpu0 = cpuAll(tmx);
            Map<Long, Long> allocBefore = new HashMap<>();
            for (long id : tmx.getAllThreadIds()) allocBefore.put(id, ((com.sun.management.ThreadMXBean) tmx).getThreadAllocatedBytes(id));
            long t0 = System.nanoTime();
            Oracle.Answer ans = Oracle.answer(1, to);
            Path dir = Files.createTempDirectory(parent, "probe-");
            Store s = type.open(new StoreOptions(dir, Durability.parse(System.getProperty("durability", "relaxed")), true, 0, ans.updates()));
            long t1 = System.nanoTime();
            Map<Long, Long> seen = new ConcurrentHashMap<>();
            MVStore mv0 = null;
            try { Field f = s.getClass().getDeclaredField("store"); f.setAccessible(true); mv0 = (MVStore) f.get(s); } catch (NoSuchFieldException e) { }
            final MVStore mv = mv0;
            List<String> commits = Collections.synchronizedList(new ArrayList<>());
            if (mv != null) {
            if (delay >= 0) mv.setAutoCommitDelay(delay);
            if (a.length > 5 && Integer.parseInt(a[5]) >= 0) mv.setRetentionTime(Integer.parseInt(a[5]));
            if (a.length > 7) { Field fm = MVStore.class.getDeclaredField("autoCommitMemory"); fm.setAccessible(true); fm.setInt(mv, Integer.parseInt(a[7]) * 1024); if (i == 0) System.out.println("   autoCommitMemory now " + mv.getAutoCommitMemory()); }
            if (a.length > 6 && Integer.parseInt(a[6]) >= 0) { Field fr = org.h2.mvstore.FileStore.class.getDeclaredField("autoCompactFillRate"); fr.setAccessible(true); fr.setInt(mv.getFileStore(), Integer.parseInt(a[6])); if (i == 0) System.out.println("   fill rate now " + fr.getInt(mv.getFileStore())); }
            }
            long[] lastV = {mv == null ? 0 : mv.getCurrentVersion()};
            Map<Long, String> names = new ConcurrentHashMap<>();
            Map<Long, Long> userSeen = new ConcurrentHashMap<>();
            Map<Long, Long> allocSeen = new ConcurrentHashMap<>();
            long[] st0 = stat();
            ScheduledExecutorService ex = Executors.newSingleThreadScheduledExecutor();
            ex.scheduleAtFixedRate(() -> {
                for (ThreadInfo ti : tmx.getThreadInfo(tmx.getAllThreadIds())) {
                    if (ti == null) continue;
                    long c = tmx.getThreadCpuTime(ti.getThreadId());
                    if (c > 0) { seen.put(ti.getThreadId(), c); names.put(ti.getThreadId(), ti.getThreadName()); userSeen.put(ti.getThreadId(), tmx.getThreadUserTime(ti.getThreadId())); allocSeen.put(ti.getThreadId(), ((com.sun.management.ThreadMXBean) tmx).getThreadAllocatedBytes(ti.getThreadId())); }
                }
                long v = mv == null ? 0 : mv.getCurrentVersion();
                if (v != lastV[0]) { lastV[0] = v; commits.add(String.format(Locale.ROOT, "%.2f", (System.nanoTime() - t1) / 1e9)); }
            }, 0, 20, TimeUnit.MILLISECONDS);
            new Coordinator(s, w, Progress.NONE).run();
            long t2 = System.nanoTime();
            System.out.println("   epoch ms: run from " + (System.currentTimeMillis() - (t2 - t1) / 1_000_000) + " to " + System.currentTimeMillis());
            ex.shutdown(); ex.awaitTermination(1, TimeUnit.SECONDS);
            long versions = mv == null ? 0 : mv.getCurrentVersion();
            long wb = 0, wn = mv == null ? 0 : mv.getFileStore().getWriteCount(), rb = 0, size = mv == null ? 0 : mv.getFileStore().size();
            int chunks = mv == null ? 0 : mv.getFileStore().getChunksFillRate();
            long[] st1 = stat();
            long worker = 0, bg = 0, other = 0, workerUser = 0;
            for (var e : userSeen.entrySet()) if (names.get(e.getKey()).contains("-worker-")) workerUser += e.getValue();
            long workerAlloc = 0, otherAlloc = 0;
            for (var e : allocSeen.entrySet()) if (names.get(e.getKey()).contains("-worker-")) workerAlloc += e.getValue(); else otherAlloc += e.getValue() - allocBefore.getOrDefault(e.getKey(), 0L);
            System.out.printf(Locale.ROOT, "   alloc: workers %.0f MB, others %.0f MB%n", workerAlloc / 1048576.0, otherAlloc / 1048576.0);
            for (var e : seen.entrySet()) {
                String n = names.get(e.getKey());
                long d = e.getValue() - javaCpu0.getOrDefault(e.getKey(), 0L);
                if (n.contains("-worker-")) worker += d; else if (n.contains("MVStore")) bg += d; else { other += d; if (d > 50_000_000) System.out.printf(Locale.ROOT, "   %s %.2f%n", n, d / 1e9); }
            }
            System.out.printf(Locale.ROOT, "   commits at %s; workers sys %.2f s; run: user %d sys %d idle %d iowait %d steal %d (ticks), minflt %d majflt %d%n", commits, (worker - workerUser) / 1e9, st1[0]-st0[0], st1[1]-st0[1], st1[2]-st0[2], st1[3]-st0[3], st1[4]-st0[4], st1[5]-st0[5], st1[6]-st0[6]);
            s.close();
            long t3 = System.nanoTime();
            StoreRun.deleteTree(dir);
            long t4 = System.nanoTime();
            long c1 = os.getProcessCpuTime();
            System.out.printf(Locale.ROOT, "%d %.3f %.3f %.3f %.3f %.3f | %.3f %.3f %.3f %.3f %d %d | %d %.0f %d %.0f %.0f %d%n",
                i, (t1 - t0) / 1e9, (t2 - t1) / 1e9, (t3 - t2) / 1e9, (t4 - t3) / 1e9, (t4 - t0) / 1e9,
                (c1 - c0) / 1e9, worker / 1e9, bg / 1e9, other / 1e9, gcMs() - gc0, gcN() - gcn0,
                versions, wb / 1048576.0, wn, rb / 1048576.0, size / 1048576.0, chunks);
        }
    }
    static long[] stat() {
        try {
            String[] c = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            String p = Files.readString(Path.of("/proc/self/stat"));
            String[] q = p.substring(p.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(c[1]) + Long.parseLong(c[2]), Long.parseLong(c[3]), Long.parseLong(c[4]), Long.parseLong(c[5]), Long.parseLong(c[8]), Long.parseLong(q[7]), Long.parseLong(q[9])};
        } catch (Exception e) { throw new RuntimeException(e); }
    }
    static Map<Long, Long> cpuAll(ThreadMXBean t) {
        Map<Long, Long> m = new HashMap<>();
        for (long id : t.getAllThreadIds()) m.put(id, t.getThreadCpuTime(id));
        return m;
    }
    static long gcMs() { long s = 0; for (var g : ManagementFactory.getGarbageCollectorMXBeans()) s += g.getCollectionTime(); return s; }
    static long gcN() { long s = 0; for (var g : ManagementFactory.getGarbageCollectorMXBeans()) s += g.getCollectionCount(); return s; }
}
