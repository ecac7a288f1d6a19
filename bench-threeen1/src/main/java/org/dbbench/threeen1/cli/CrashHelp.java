package org.dbbench.threeen1.cli;

import java.util.ListResourceBundle;

/**
 * The defaults {@code bench threeen1 crash --help} states for options declared once for several
 * commands ({@link RangeOptions}): picocli reads them as this command's resource bundle.
 */
public final class CrashHelp extends ListResourceBundle {
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {RangeOptions.TO_DEFAULT, CrashCommand.DEFAULT_TO_TEXT + " numbers from i"}};
    }
}
