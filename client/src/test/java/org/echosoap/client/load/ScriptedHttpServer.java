package org.echosoap.client.load;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A loopback HTTP/1.1 server for client tests: reads each request (head and Content-Length body) and answers it with
 * the next queued {@link Answer}, or, with none queued, what {@code responder} makes of the request's path; written
 * in pieces with a pause between them (to split an answer over many reads), then closing the connection if the answer
 * says so. A request is counted before its answer is written (a client that has the answer sees it counted).
 */
public final class ScriptedHttpServer implements AutoCloseable {

    /** What one request gets: raw bytes in pieces, the pause between pieces, and whether the server then closes. */
    public record Answer(List<byte[]> pieces, long pauseMillis, boolean closeAfter) {
        public static Answer of(String raw) {
            return new Answer(List.of(raw.getBytes(StandardCharsets.ISO_8859_1)), 0, false);
        }

        public static Answer inPieces(String raw, int pieceBytes, long pauseMillis) {
            byte[] all = raw.getBytes(StandardCharsets.ISO_8859_1);
            List<byte[]> pieces = new java.util.ArrayList<>();
            for (int i = 0; i < all.length; i += pieceBytes) {
                pieces.add(java.util.Arrays.copyOfRange(all, i, Math.min(all.length, i + pieceBytes)));
            }
            return new Answer(pieces, pauseMillis, false);
        }

        public Answer thenClose() {
            return new Answer(pieces, pauseMillis, true);
        }
    }

    private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Answer> answers = new LinkedBlockingQueue<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final Function<String, Answer> responder;

    /** Answers every request not scripted with {@code fallback}. */
    public ScriptedHttpServer(Answer fallback) throws IOException {
        this(path -> fallback);
    }

    /** Answers every request not scripted with what {@code responder} makes of its path (it may take its time). */
    public ScriptedHttpServer(Function<String, Answer> responder) throws IOException {
        this.responder = responder;
        Thread acceptor = new Thread(this::accept, "scripted-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return socket.getLocalPort();
    }

    public String base() {
        return "http://127.0.0.1:" + port() + "/t";
    }

    public void enqueue(Answer... next) {
        answers.addAll(List.of(next));
    }

    /** Connections accepted so far. */
    public int accepted() {
        return accepted.get();
    }

    /** Requests read so far. */
    public int requests() {
        return requests.get();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket s = socket.accept();
                s.setTcpNoDelay(true);
                accepted.incrementAndGet();
                open.add(s);
                Thread t = new Thread(() -> serve(s), "scripted-conn");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket s) {
        try (s; InputStream in = new BufferedInputStream(s.getInputStream()); OutputStream out = s.getOutputStream()) {
            while (true) {
                String requestLine = line(in);
                if (requestLine == null) {
                    return;
                }
                int length = 0;
                for (String h = line(in); h != null && !h.isEmpty(); h = line(in)) {
                    if (h.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                        length = Integer.parseInt(h.substring(15).strip());
                    }
                }
                in.readNBytes(length);
                requests.incrementAndGet();
                Answer a = answers.poll(0, TimeUnit.MILLISECONDS);
                a = a == null ? responder.apply(requestLine.split(" ")[1]) : a;
                for (int i = 0; i < a.pieces().size(); i++) {
                    if (i > 0 && a.pauseMillis() > 0) {
                        Thread.sleep(a.pauseMillis());
                    }
                    out.write(a.pieces().get(i));
                    out.flush();
                }
                if (a.closeAfter()) {
                    return;
                }
            }
        } catch (IOException | RuntimeException e) {
            // the client closed the connection
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                b.write(c);
            }
        }
        return c < 0 && b.size() == 0 ? null : b.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket s : open) {
            s.close();
        }
    }
}
