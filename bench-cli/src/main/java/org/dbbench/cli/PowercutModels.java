package org.dbbench.cli;

import java.util.List;
import org.dbbench.core.cli.ModelList;
import org.dbbench.core.fault.MetadataModel;

/** The metadata models {@code --model} takes (bench-core's {@link MetadataModel}), in the order given, duplicates dropped. */
final class PowercutModels {
    static final String DEFAULT = "posix,ext4";

    private PowercutModels() {
    }

    static List<String> parse(String text) {
        return ModelList.parse("--model", text).stream().map(MetadataModel::label).toList();
    }
}
