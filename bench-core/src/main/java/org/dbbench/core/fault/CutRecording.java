package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * What the layer kept of one cut when recording crash states: the backing directory as it was at the
 * mount ({@code snapshot/}) and every operation served until the cut ({@code ops.log}), in one
 * directory. It is all a state is rebuilt from: {@link #states()}; {@link #keep} moves it somewhere
 * lasting (a failing state's replay needs it), {@link #delete} frees it.
 */
public record CutRecording(Path directory) {
    public Path snapshot() {
        return directory.resolve(OpRecorder.SNAPSHOT);
    }

    public Path opLog() {
        return directory.resolve(OpRecorder.OPS);
    }

    /** The crash states of this cut. */
    public CrashStates states() throws IOException {
        return CrashStates.load(snapshot(), opLog());
    }

    /** Moves the recording to {@code into} (created; must not exist) and returns it there. */
    public CutRecording keep(Path into) throws IOException {
        Files.createDirectories(into.toAbsolutePath().getParent());
        try {
            Files.move(directory, into, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            StateMaterialiser.copyTree(directory, into); // another file system: copy, then free the original
            delete();
        }
        return new CutRecording(into);
    }

    public void delete() throws IOException {
        DirectoryLog.deleteTree(directory);
    }
}
