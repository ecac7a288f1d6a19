package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.dbbench.core.BadInputException;
import org.junit.jupiter.api.Test;

/** K, M and G in any case for every size; a bare number means what its option says, and a suspicious one gets a hint. */
class SizesTest {
    private static final long MAX_WRITE = 64 * Sizes.M;

    @Test
    void everyUnitInAnyCase() {
        assertEquals(8 * Sizes.K, Sizes.BARE_KIB.parse("--sizes", "8K", 1, MAX_WRITE));
        assertEquals(8 * Sizes.K, Sizes.BARE_KIB.parse("--sizes", "8k", 1, MAX_WRITE));
        assertEquals(8 * Sizes.M, Sizes.BARE_KIB.parse("--sizes", "8M", 1, MAX_WRITE));
        assertEquals(64 * Sizes.M, Sizes.BARE_BYTES.parse("--file-size", "64m", 4096, 64 * Sizes.G));
        assertEquals(2 * Sizes.G, Sizes.BARE_MIB.parse("--cache", "2g", Sizes.M, 64 * Sizes.G));
    }

    @Test
    void aBareNumberMeansWhatItsOptionSays() {
        assertEquals(512 * Sizes.K, Sizes.BARE_KIB.parse("--sizes", "512", 1, MAX_WRITE));
        assertEquals(4096, Sizes.BARE_BYTES.parse("--file-size", "4096", 4096, 64 * Sizes.G));
        assertEquals(256 * Sizes.M, Sizes.BARE_MIB.parse("--cache", "256", Sizes.M, 64 * Sizes.G));
        assertEquals(List.of(512 * Sizes.K, 8 * Sizes.K), Sizes.BARE_KIB.list("--sizes", "512,8K,8", 1, MAX_WRITE));
    }

    @Test
    void aBareNumberThatReadsLikeTheOtherUnitGetsAHint() {
        assertEquals("--sizes '8192' is a bare number, which here counts KiB (8M), though one this large reads like"
                + " bytes (8K); write its unit: K, M or G", assertThrows(BadInputException.class,
                        () -> Sizes.BARE_KIB.parse("--sizes", "8192", 1, MAX_WRITE)).getMessage());
        assertEquals("--file-size '64' is out of range; allowed: a size from 4K to 64G (K, M or G, any case; a bare"
                + " number is bytes); did you mean 64K?", assertThrows(BadInputException.class,
                        () -> Sizes.BARE_BYTES.parse("--file-size", "64", 4096, 64 * Sizes.G)).getMessage());
    }

    @Test
    void countedInTheBareUnitOnlyWhenWhole() {
        assertEquals(1536, Sizes.BARE_MIB.inUnits("--cache", "1536", Sizes.M, Sizes.G * 1024));
        assertEquals(2048, Sizes.BARE_MIB.inUnits("--cache", "2G", Sizes.M, Sizes.G * 1024));
        assertEquals("--cache '1536K' is not a whole number of MiB; allowed: a size from 1M to 1024G (K, M or G, any"
                + " case; a bare number is MiB)", assertThrows(BadInputException.class,
                        () -> Sizes.BARE_MIB.inUnits("--cache", "1536K", Sizes.M, Sizes.G * 1024)).getMessage());
    }

    @Test
    void eachRefusalNamesTheValueAndTheRule() {
        String rule = Sizes.BARE_KIB.rule(Sizes.K, MAX_WRITE);
        assertEquals("a size from 1K to 64M (K, M or G, any case; a bare number is KiB)", rule);
        assertEquals("--sizes '8T': unknown unit 't'; allowed: " + rule, assertThrows(BadInputException.class,
                () -> Sizes.BARE_KIB.parse("--sizes", "8T", Sizes.K, MAX_WRITE)).getMessage());
        assertEquals("--sizes '1.5M' is not a size; allowed: " + rule, assertThrows(BadInputException.class,
                () -> Sizes.BARE_KIB.parse("--sizes", "1.5M", Sizes.K, MAX_WRITE)).getMessage());
        assertEquals("--sizes '65M' is out of range; allowed: " + rule, assertThrows(BadInputException.class,
                () -> Sizes.BARE_KIB.parse("--sizes", "65M", Sizes.K, MAX_WRITE)).getMessage());
        assertEquals("--sizes '99999999999999999999' is too large; allowed: " + rule, assertThrows(
                BadInputException.class, () -> Sizes.BARE_KIB.parse("--sizes", "99999999999999999999", Sizes.K,
                        MAX_WRITE)).getMessage());
        assertEquals("512 bytes", Sizes.describe(512));
    }
}
