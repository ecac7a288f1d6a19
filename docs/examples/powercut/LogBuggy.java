import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The same log with one bug: the header at offset 0 (the committed length) is updated before the
 * appended records are fsynced, so one fsync covers both. Its syncs are in the right order and it
 * acknowledges only what was fsynced; only the order of its writes is wrong. Where the disk keeps
 * writes in issue order it is safe; where the header may reach the disk before the records, it is not.
 * Run: POWERCUT_DIR=/some/dir java LogBuggy.java
 */
public class LogBuggy {
    static final int HEADER = 16, RECORD = 32, BATCH = 4;

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(System.getenv("POWERCUT_DIR"));
        try (FileChannel log = FileChannel.open(dir.resolve("log"), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            log.write(header(0), 0);
            log.force(false);
            try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
                d.force(true);
            }
            for (long n = 0; ; ) {
                for (int b = 0; b < BATCH; b++, n++) log.write(record(n + 1), HEADER + n * RECORD);
                log.write(header(n * RECORD), 0); // the bug: the header is written before the records are synced
                Thread.sleep(500); // a long commit delay: more commits could join this sync
                log.force(false);
                System.out.println("committed " + n);
                System.out.flush();
            }
        }
    }

    static ByteBuffer header(long length) {
        return ByteBuffer.wrap(String.format("%015d\n", length).getBytes(StandardCharsets.US_ASCII));
    }

    static ByteBuffer record(long i) {
        return ByteBuffer.wrap(String.format("rec %08d payload %010d\n", i, i * 7919 % 10_000_000_000L)
                .getBytes(StandardCharsets.US_ASCII));
    }
}
