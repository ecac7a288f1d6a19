package org.dbbench.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;
import org.dbbench.core.fault.MetadataModel;

/** The metadata models {@code --model} takes (bench-core's {@link MetadataModel}), in the order given, duplicates dropped. */
final class PowercutModels {
    static final String DEFAULT = "posix,ext4";

    private PowercutModels() {
    }

    static List<String> parse(String text) {
        List<String> out = new ArrayList<>();
        for (String item : Values.items("--model", text, MetadataModel.labels())) {
            MetadataModel model = Values.named(item, List.of(MetadataModel.values()), MetadataModel::label);
            if (model == null) {
                throw new BadInputException("--model '" + text + "': unknown model '" + item + "'; give "
                        + MetadataModel.labels() + " (comma-separated)");
            }
            if (!out.contains(model.label())) out.add(model.label());
        }
        return out;
    }
}
