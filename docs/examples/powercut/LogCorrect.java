import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A log that survives every crash state: records are appended and fsynced first, then the header at
 * offset 0 (the committed length) is updated and fsynced. Prints "committed N" once N records are
 * durable. Run: POWERCUT_DIR=/some/dir java LogCorrect.java
 */
public class LogCorrect {
    static final int HEADER = 16, RECORD = 32, BATCH = 4;

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(System.getenv("POWERCUT_DIR"));
        try (FileChannel log = FileChannel.open(dir.resolve("log"), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            log.write(header(0), 0);
            log.force(false);
            try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
                d.force(true); // the new file's entry is durable too
            }
            for (long n = 0; ; ) {
                for (int b = 0; b < BATCH; b++, n++) log.write(record(n + 1), HEADER + n * RECORD);
                log.force(false); // the records first
                log.write(header(n * RECORD), 0);
                Thread.sleep(500); // a long commit delay: more commits could join this sync
                log.force(false); // then the header that points at them
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
