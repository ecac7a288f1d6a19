package org.dbbench.threeen1.cli;

import java.util.ListResourceBundle;

/**
 * The defaults {@code bench threeen1 [run] --help} states for options declared once for several
 * commands ({@link RangeOptions}): picocli reads them as this command's resource bundle.
 */
public final class RunHelp extends ListResourceBundle {
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {RangeOptions.TO_DEFAULT, RunPreset.DEFAULT_TO_TEXT + "; quick: " + RunPreset.QUICK_TO_TEXT}};
    }
}
