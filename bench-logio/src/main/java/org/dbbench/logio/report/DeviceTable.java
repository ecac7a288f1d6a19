package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.dbbench.core.env.Environment;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.logio.write.SyncMethod;

/**
 * The first table of a run: what the device says about itself (the facts the 2004 thread never
 * recorded) and how many results it could not have produced honestly. A memory-backed --dir puts
 * its warning in the title, so it cannot be missed.
 */
final class DeviceTable {
    /** The widest check name ("faster than a turn"). */
    private static final int CHECK_WIDTH = 18;

    private DeviceTable() {
    }

    static Table build(MachineRun run, Cases cases, Honesty honesty, String machine) {
        Environment env = run.env();
        String title = honesty.memoryBacked()
                ? "!!! " + honesty.memoryWarning() + " !!!" + machine
                : "The device under --dir, and what to trust" + machine;
        Table.Builder t = Table.builder(title, "Check", "Result");
        List<String> longFacts = new ArrayList<>();
        row(t, longFacts, "file system", env.get("storage", "fileSystem") + " on " + env.get("storage", "blockDevice")
                + (honesty.memoryBacked() ? " - MEMORY, NOT A DISK" : ""));
        row(t, longFacts, "write cache", env.get("storage", "writeCache"));
        row(t, longFacts, "rotational", env.get("storage", "rotational"));
        row(t, longFacts, "sectors", env.get("storage", "logicalSectorBytes") + " logical, "
                + env.get("storage", "physicalSectorBytes") + " physical");
        String interrupts = env.get("storage", "interruptCpus");
        String affinity = env.get("cpu", "affinity");
        Set<Integer> interruptCpus = cpus(interrupts);
        row(t, longFacts, "disk interrupts", (interruptCpus.isEmpty() ? interrupts : "CPU " + interrupts)
                + "; run allowed on CPUs " + affinity);
        row(t, longFacts, "virtual machine", env.get("virtualization", "virtualMachine") + " ("
                + env.get("virtualization", "hypervisor") + ")");
        Object binding = run.config().get("nativeBinding");
        if (binding != null) {
            row(t, longFacts, "native binding", binding.toString());
        }
        int durable = 0;
        int turn = 0;
        int noSync = 0;
        for (Cases.Write w : cases.writes) {
            SyncMethod m = SyncMethod.byName(w.method());
            if (m != null && m.durable()) {
                durable++;
                String marks = honesty.marks(w);
                turn += marks.contains(Honesty.TURN_MARK) ? 1 : 0;
                noSync += marks.contains(Honesty.NO_SYNC_MARK) ? 1 : 0;
            }
        }
        if ("yes".equals(env.get("storage", "rotational"))) {
            t.row("faster than a turn", turn + " of " + durable + " durable write cases " + Honesty.TURN_MARK);
        }
        t.row("as fast as no sync", honesty.hasNoSyncFloor()
                ? noSync + " of " + durable + " durable write cases " + Honesty.NO_SYNC_MARK
                : "not checked: no nosync floor in this run");
        Object planned = run.config().get("plannedCases");
        long measured = run.records().stream().filter(r -> r.benchmark().startsWith(Cases.PACKAGE)).count();
        t.row("cases measured", measured + (planned == null ? "" : " of " + planned + " planned"));
        longFacts.forEach(t::note);
        if (run.config().get("unavailableModes") instanceof java.util.Map<?, ?> unavailable) {
            unavailable.forEach((mode, why) -> t.note("NOT MEASURED: " + mode + " is unavailable here: " + why));
        }
        if (!interruptCpus.isEmpty() && !interruptCpus.containsAll(cpus(affinity))) {
            t.note("A synced write on a CPU other than the one taking the disk's interrupts waits for a"
                    + " wakeup from that CPU (tens of microseconds in a VM); results then depend on where"
                    + " the scheduler put the thread. To measure one placement: taskset -c "
                    + interrupts.split(",")[0] + " bench logio ...");
        }
        for (Object w : warnings(run)) {
            t.note("WARNING: " + w);
        }
        if (turn > 0) {
            t.note(Honesty.TURN_NOTE);
        }
        if (noSync > 0) {
            t.note(Honesty.NO_SYNC_NOTE);
        }
        if (!"yes".equals(env.get("storage", "rotational")) && !"no".equals(env.get("storage", "rotational"))) {
            t.note("The kernel did not say whether the device rotates: the one-turn check was not made.");
        }
        for (String m : methodsUsed(cases)) {
            SyncMethod s = SyncMethod.byName(m);
            if (s != null) {
                t.note(s.cliName() + ": " + s.javaCall() + " -> " + s.linuxCall() + (s.durable() ? "" : ", NOT durable"));
            }
        }
        return t.build();
    }

    /** The CPUs of a kernel CPU list such as "0-3,6"; empty when it is not one ("unknown"). */
    static Set<Integer> cpus(String list) {
        Set<Integer> cpus = new TreeSet<>();
        try {
            for (String part : list.split(",")) {
                String[] range = part.trim().split("-");
                int from = Integer.parseInt(range[0]);
                int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                for (int c = from; c <= to; c++) {
                    cpus.add(c);
                }
            }
        } catch (NumberFormatException e) {
            return Set.of();
        }
        return cpus;
    }

    /** A fact too long for a mail-wide row goes under the table in full (a cell is never cut). */
    private static void row(Table.Builder t, List<String> longFacts, String check, String value) {
        if (CHECK_WIDTH + 2 + value.length() > org.dbbench.core.report.TextTable.MAIL_WIDTH) {
            t.row(check, "(below)");
            longFacts.add(check + ": " + value);
        } else {
            t.row(check, value);
        }
    }

    /** Warnings the command stamped into config.json (memory-backed --dir and the like). */
    static List<?> warnings(MachineRun run) {
        Object w = run.config().get("warnings");
        return w instanceof List<?> l ? l : List.of();
    }

    private static Set<String> methodsUsed(Cases cases) {
        Set<String> names = new LinkedHashSet<>();
        for (SyncMethod m : SyncMethod.values()) {
            boolean used = cases.writes.stream().anyMatch(w -> w.method().equals(m.cliName()))
                    || cases.pgs.stream().anyMatch(p -> p.method().equals(m.cliName()))
                    || cases.groups.stream().anyMatch(g -> g.method().equals(m.cliName()));
            if (used) {
                names.add(m.cliName());
            }
        }
        return names;
    }
}
