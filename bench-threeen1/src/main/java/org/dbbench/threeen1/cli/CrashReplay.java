package org.dbbench.threeen1.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.Json;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.crash.KillCycle;
import org.dbbench.threeen1.crash.StateReplay;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;

/** {@code bench threeen1 crash --replay DIR --model M --state I}: one kept crash state checked again. */
final class CrashReplay {
    static final String REPLAY_JSON = StateReplay.REPLAY_JSON;

    record Request(Path kept, MetadataModel model, int state) {
    }

    private CrashReplay() {
    }

    static int run(Request req, PrintStream out) {
        Path work = null;
        try {
            JsonNode r = Json.MAPPER.readTree(req.kept().resolve(REPLAY_JSON).toFile());
            KillCycle.Spec spec = new KillCycle.Spec(Stores.byName(r.get("store").asText()),
                    Durability.parse(r.get("level").asText()), "tuned".equals(r.get("profile").asText()),
                    r.get("cacheMb").asInt(), Workload.of(r.get("from").asLong(), r.get("to").asLong(),
                            r.get("workers").asInt()), 0);
            work = Files.createTempDirectory("threeen1-replay-");
            out.println("replay: " + spec.type().name() + " " + spec.durability().cliName() + ", " + req.model().label()
                    + " state " + req.state() + " of " + req.kept());
            for (String line : StateReplay.check(spec, req.kept(), r.get("seed").asLong(), req.model(), req.state(), work)) {
                out.println(line);
            }
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (work != null) StoreRun.deleteTree(work);
        }
    }
}
