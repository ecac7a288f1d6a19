package org.dbbench.logio.power;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

/**
 * A log record whose loss can be told from its tearing: slot {@code seq} holds seq+1 (so an all-zero
 * slot is a record that never reached the disk), a payload derived from seq, and a CRC32 of both.
 */
final class AcknowledgedRecord {
    enum State { INTACT, MISSING, TORN }

    static final int MIN_BYTES = 16;

    private AcknowledgedRecord() {
    }

    /** Fills {@code buffer} (position 0, limit bytes) with record {@code seq}. */
    static void fill(ByteBuffer buffer, long seq, int bytes) {
        buffer.clear().limit(bytes);
        buffer.putLong(0, seq + 1);
        for (int i = 8; i < bytes - 8; i++) buffer.put(i, (byte) (seq * 31 + i));
        buffer.putLong(bytes - 8, checksum(buffer, bytes));
    }

    static State check(ByteBuffer slot, long seq, int bytes) {
        boolean allZero = true;
        for (int i = 0; i < bytes && allZero; i++) allZero = slot.get(i) == 0;
        if (allZero) return State.MISSING;
        boolean intact = slot.getLong(0) == seq + 1 && slot.getLong(bytes - 8) == checksum(slot, bytes);
        return intact ? State.INTACT : State.TORN;
    }

    private static long checksum(ByteBuffer record, int bytes) {
        CRC32 crc = new CRC32();
        for (int i = 0; i < bytes - 8; i++) crc.update(record.get(i));
        return crc.getValue();
    }
}
