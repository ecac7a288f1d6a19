package org.dbbench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.env.Environment;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the suite and the versions of everything whose behaviour it measures. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, String> e : Environment.versions().entrySet()) {
            lines.add(String.format("%-14s %s", e.getKey(), e.getValue()));
        }
        return lines.toArray(new String[0]);
    }
}
