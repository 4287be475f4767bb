import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the stage marks cost with a request asking for them: EchoFloat's inside time (Server-Timing app, the server's
 * own clock) with and without {@code Echosoap-Stages: on}, on one keep-alive connection to 127.0.0.1, back to back
 * (a slow client would leave the server idle between messages, and a woken thread's cold caches would be measured,
 * not the marks). First WARMUP_S seconds of both settings alternating (a fresh JVM's EchoFloat allocation falls for
 * ~80 s: bench/results/stage-bytes-settle.md), then PAIRS pairs of BLOCK-message blocks, the order swapped every
 * other pair; per pair the ratio of the blocks' means (on / off); then their median, and the geometric mean with a 95%
 * interval (t over the pairs' log ratios: the pairs are independent, each carrying both settings through the same
 * machine state, so the CPU the server's thread happens to share with the client cancels). Bounded: every read has a 10 s timeout, the
 * warm-up stops at its time, the pairs at their count.
 *
 * <p>{@code java bench/StagesOnOff.java PORT PAIRS BLOCK WARMUP_S REQUEST_FILE}
 */
public final class StagesOnOff {

    private static final Pattern TIMING = Pattern.compile("app;dur=(\\d+\\.\\d{3}), alloc;dur=(\\d+)");

    private final Socket socket;
    private final OutputStream out;
    private final InputStream in;
    private final byte[] plain;
    private final byte[] asking;

    private StagesOnOff(int port, byte[] body) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(10_000);
        out = socket.getOutputStream();
        in = new BufferedInputStream(socket.getInputStream(), 65536);
        plain = request(port, body, "");
        asking = request(port, body, "Echosoap-Stages: on\r\n");
    }

    private static byte[] request(int port, byte[] body, String extra) {
        byte[] head = ("POST /echosoap/services/EchoFloat HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                + "Content-Type: text/xml; charset=utf-8\r\nSOAPAction: \"\"\r\n" + extra
                + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    /** One message: {app µs, alloc bytes}; exits on anything but a 200 that says whether stages came back as asked. */
    private double[] message(boolean on) throws IOException {
        out.write(on ? asking : plain);
        out.flush();
        String status = line();
        long length = -1;
        String timing = null;
        boolean stages = false;
        boolean chunked = false;
        for (String h = line(); !h.isEmpty(); h = line()) {
            String lower = h.toLowerCase();
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(h.substring(15).trim());
            } else if (lower.startsWith("server-timing:")) {
                timing = h.substring(14).trim();
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            } else if (lower.startsWith("echosoap-stages:")) {
                stages = true;
            }
        }
        if (!status.startsWith("HTTP/1.1 200") || (length < 0 && !chunked) || timing == null || stages != on) {
            throw new IOException("unexpected answer: " + status + ", Content-Length " + length + ", stages header "
                    + stages + " (asked " + on + ")");
        }
        if (chunked) {
            // Tomcat streams the answer: chunks, a last chunk of 0, no trailers.
            for (long size = Long.parseLong(line().trim(), 16); size > 0; size = Long.parseLong(line().trim(), 16)) {
                in.skipNBytes(size);
                line();
            }
            line();
        } else {
            in.skipNBytes(length);
        }
        Matcher m = TIMING.matcher(timing);
        if (!m.lookingAt()) {
            throw new IOException("Server-Timing without app and alloc: " + timing);
        }
        return new double[] {Double.parseDouble(m.group(1)) * 1000, Long.parseLong(m.group(2))};
    }

    private String line() throws IOException {
        StringBuilder b = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("connection closed");
            }
            if (c != '\r') {
                b.append((char) c);
            }
        }
        return b.toString();
    }

    /**
     * {mean app µs, median alloc bytes} of n messages: the mean, because Server-Timing gives whole µs and a median of
     * whole µs moves in steps as large as what is measured.
     */
    private double[] block(boolean on, int n) throws IOException {
        double[] micros = new double[n];
        double[] bytes = new double[n];
        for (int i = 0; i < n; i++) {
            double[] m = message(on);
            micros[i] = m[0];
            bytes[i] = m[1];
        }
        return new double[] {Arrays.stream(micros).average().orElseThrow(), median(bytes)};
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(args[0]);
        int pairs = Integer.parseInt(args[1]);
        if (pairs < 2) {
            throw new IllegalArgumentException("PAIRS: at least 2, for an interval");
        }
        int blockSize = Integer.parseInt(args[2]);
        long warmupNanos = Long.parseLong(args[3]) * 1_000_000_000L;
        StagesOnOff c = new StagesOnOff(port, Files.readAllBytes(Path.of(args[4])));
        long warmed = 0;
        for (long end = System.nanoTime() + warmupNanos; System.nanoTime() < end; warmed += 2) {
            c.message(false);
            c.message(true);
        }
        System.out.printf("warm-up: %,d messages in %d s, both settings alternating%n", warmed, warmupNanos / 1_000_000_000L);
        boolean everyPair = pairs <= 30;
        System.out.println(everyPair ? "pair  off mean µs  on mean µs  on/off   off B/msg  on B/msg"
                : "(" + pairs + " pairs: each one not printed)");
        double[] ratios = new double[pairs];
        double[] offs = new double[pairs];
        double[] ons = new double[pairs];
        double[] offBytes = new double[pairs];
        double[] onBytes = new double[pairs];
        for (int p = 0; p < pairs; p++) {
            double[] off;
            double[] on;
            if (p % 2 == 0) {
                off = c.block(false, blockSize);
                on = c.block(true, blockSize);
            } else {
                on = c.block(true, blockSize);
                off = c.block(false, blockSize);
            }
            ratios[p] = on[0] / off[0];
            offs[p] = off[0];
            ons[p] = on[0];
            offBytes[p] = off[1];
            onBytes[p] = on[1];
            if (everyPair) {
                System.out.printf("%4d  %11.1f  %10.1f  %6.3f  %10.0f  %8.0f%n", p + 1, off[0], on[0], ratios[p], off[1],
                        on[1]);
            }
        }
        double[] sorted = ratios.clone();
        Arrays.sort(sorted);
        double[] logs = Arrays.stream(ratios).map(Math::log).toArray();
        double meanLog = Arrays.stream(logs).average().orElseThrow();
        double sd = Math.sqrt(Arrays.stream(logs).map(x -> (x - meanLog) * (x - meanLog)).sum() / (pairs - 1));
        double half = 1.96 * sd / Math.sqrt(pairs); // pairs >= 30 here: t is within 4% of 1.96
        System.out.printf("median of the pair ratios on/off: %.3f (range %.3f to %.3f); geometric mean %.4f, 95%% CI "
                        + "[%.4f, %.4f] over %d pairs%n", median(ratios), sorted[0], sorted[pairs - 1], Math.exp(meanLog),
                Math.exp(meanLog - half), Math.exp(meanLog + half), pairs);
        System.out.printf("inside time, median of the blocks' means: off %.1f µs, on %.1f µs; bytes per message off %.0f,"
                + " on %.0f%n", median(offs), median(ons), median(offBytes), median(onBytes));
        c.socket.close();
    }
}
