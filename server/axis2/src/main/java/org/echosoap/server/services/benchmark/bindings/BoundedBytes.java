package org.echosoap.server.services.benchmark.bindings;

import jakarta.activation.DataHandler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The bytes of a decoded base64 value a binding hands over as a {@link DataHandler}, read up to a limit: one byte
 * more is a Client fault, so a caller cannot make us copy more than the contract allows.
 *
 * <pre>{@code
 * byte[] bytes = BoundedBytes.read(dataHandler, BenchmarkLimits.MAX_BASE64_BYTES, "echoBase64");
 * }</pre>
 */
public final class BoundedBytes {

    private static final int BUFFER_BYTES = 64 * 1024;

    private BoundedBytes() {
    }

    /**
     * @throws BindingFault {@code "operation: echoBase64 needs an input element"} when there is no value,
     *                      {@code "operation: more than MAX bytes"} beyond {@code maxBytes}
     */
    public static byte[] read(DataHandler value, int maxBytes, String operation) {
        if (value == null) {
            throw new BindingFault(operation + ": " + operation + " needs an input element");
        }
        try (InputStream in = value.getInputStream()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(BUFFER_BYTES);
            byte[] buffer = new byte[BUFFER_BYTES];
            for (int n; (n = in.read(buffer)) > 0; ) {
                if (out.size() + (long) n > maxBytes) {
                    throw new BindingFault(operation + ": more than " + maxBytes + " bytes");
                }
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("reading a decoded base64 value held in memory", e);
        }
    }
}
