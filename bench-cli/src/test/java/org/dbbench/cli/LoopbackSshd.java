package org.dbbench.cli;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * A real OpenSSH server for tests, on loopback only (127.0.0.1 and 127.0.0.2, one port), with its
 * own throwaway host key, client key and config in a temporary directory. Without sshd the test is
 * skipped, except on CI (CI=true) where that is a failure.
 */
final class LoopbackSshd implements AutoCloseable {
    static final Path SSHD = Path.of("/usr/sbin/sshd");
    static final List<String> ADDRESSES = List.of("127.0.0.1", "127.0.0.2");

    final int port;
    final Path clientKey;
    private final Process process;
    private final Path log;

    private LoopbackSshd(int port, Path clientKey, Process process, Path log) {
        this.port = port;
        this.clientKey = clientKey;
        this.process = process;
        this.log = log;
    }

    static LoopbackSshd start(Path dir) throws Exception {
        if (!Files.isExecutable(SSHD) || !onPath("ssh") || !onPath("ssh-keygen")) {
            String why = "OpenSSH is not installed (apt-get install -y openssh-server openssh-client)";
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail(why + ": CI must install it");
            }
            Assumptions.abort(why + "; remote-run test skipped");
        }
        Path hostKey = dir.resolve("host_ed25519");
        Path clientKey = dir.resolve("client_ed25519");
        exec("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "dbbench-test-host", "-f", hostKey.toString());
        exec("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "dbbench-test-client", "-f", clientKey.toString());
        Path authorized = Files.copy(dir.resolve("client_ed25519.pub"), dir.resolve("authorized_keys"));
        int port = freePort();
        Path config = dir.resolve("sshd_config");
        StringBuilder c = new StringBuilder("Port " + port + "\n");
        ADDRESSES.forEach(a -> c.append("ListenAddress ").append(a).append('\n'));
        c.append("HostKey ").append(hostKey).append('\n')
                .append("PidFile ").append(dir.resolve("sshd.pid")).append('\n')
                .append("AuthorizedKeysFile ").append(authorized).append('\n')
                .append("""
                        PubkeyAuthentication yes
                        PasswordAuthentication no
                        KbdInteractiveAuthentication no
                        PermitRootLogin prohibit-password
                        StrictModes no
                        UsePAM no
                        MaxStartups 64
                        MaxSessions 64
                        LogLevel INFO
                        """);
        Files.writeString(config, c.toString());
        // as root, sshd wants its privilege-separation directory (the Debian service creates it at boot)
        if ("root".equals(System.getProperty("user.name"))) {
            Files.createDirectories(Path.of("/run/sshd"));
        }
        Path log = dir.resolve("sshd.log");
        Process p = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        LoopbackSshd sshd = new LoopbackSshd(port, clientKey, p, log);
        sshd.awaitListening();
        return sshd;
    }

    /** ssh options a client needs for this server (the throwaway host key is not worth remembering). */
    List<String> clientOptions() {
        return List.of("-i", clientKey.toString(), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null");
    }

    private void awaitListening() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        for (String address : ADDRESSES) {
            while (true) {
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress(address, port), 500);
                    break;
                } catch (IOException e) {
                    if (!process.isAlive() || System.nanoTime() > deadline) {
                        close();
                        Assertions.fail("sshd did not start on " + address + ":" + port + ": " + Files.readString(log));
                    }
                    Thread.sleep(100);
                }
            }
        }
    }

    String log() throws IOException {
        return Files.readString(log);
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /** A port nothing listens on (bound and released; a race with another program is unlikely). */
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress("127.0.0.1", 0));
            return s.getLocalPort();
        }
    }

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    private static void exec(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            Assertions.fail(String.join(" ", cmd) + " failed: " + out);
        }
    }
}
