package org.dbbench.core.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.fault.MetadataModel;

/** A {@code --model} list: metadata models by name, comma-separated, in the order given, repeats dropped. */
public final class ModelList {
    private ModelList() {
    }

    public static List<MetadataModel> parse(String option, String text) {
        List<MetadataModel> models = new ArrayList<>();
        for (String name : Values.items(option, text, MetadataModel.labels())) {
            MetadataModel m = Values.named(name, List.of(MetadataModel.values()), MetadataModel::label);
            if (m == null) {
                throw new BadInputException(option + " " + text + ": unknown model '" + name + "'; give "
                        + MetadataModel.labels() + " (comma-separated)");
            }
            if (!models.contains(m)) {
                models.add(m);
            }
        }
        return models;
    }
}
