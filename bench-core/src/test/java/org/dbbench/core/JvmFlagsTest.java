package org.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmFlagsTest {

    @Test
    void surefireArgLineCarriesEveryFlagThatForksGet() {
        // surefire's argLine and JvmFlags both come from the parent pom; this proves they agree
        List<String> mine = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (String flag : JvmFlags.forkArgs()) {
            assertTrue(mine.contains(flag), "test JVM lacks " + flag + "; has " + mine);
        }
    }

    @Test
    void chronicleFlagsArePresentForEveryJdk() {
        for (int jdk : new int[] {17, 21, 25}) {
            List<String> flags = JvmFlags.forJdk(jdk);
            assertTrue(flags.contains("--add-opens=java.base/java.lang=ALL-UNNAMED"), flags.toString());
            assertTrue(flags.contains("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED"), flags.toString());
            assertTrue(flags.contains("-Dchronicle.analytics.disable=true"), flags.toString());
        }
    }

    @Test
    void nativeAccessFlagOnlyWhereTheJdkWantsIt() {
        assertFalse(JvmFlags.forJdk(17).contains("--enable-native-access=ALL-UNNAMED"));
        assertTrue(JvmFlags.forJdk(25).contains("--enable-native-access=ALL-UNNAMED"));
        // JDK 17 refuses to start with this flag, so it must never reach a JDK 17 fork
        assertFalse(JvmFlags.forJdk(17).stream().anyMatch(f -> f.startsWith("--sun-misc-unsafe-memory-access")));
        assertTrue(JvmFlags.forJdk(25).contains("--sun-misc-unsafe-memory-access=allow"));
    }

    @Test
    void suiteInfoIsFilledInByTheBuild() {
        assertFalse(SuiteInfo.version().equals("unknown"));
        assertTrue(SuiteInfo.get("version.jmh").matches("\\d+\\.\\d+.*"), SuiteInfo.get("version.jmh"));
    }
}
