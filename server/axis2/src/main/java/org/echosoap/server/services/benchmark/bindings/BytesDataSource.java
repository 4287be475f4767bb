package org.echosoap.server.services.benchmark.bindings;

import jakarta.activation.DataSource;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Bytes in memory as the {@link DataSource} of a {@code jakarta.activation.DataHandler}: how ADB takes and gives an
 * {@code xsd:base64Binary} value. Read-only; each {@link #getInputStream()} starts again at the first byte.
 *
 * <pre>{@code
 * DataHandler value = new DataHandler(new BytesDataSource(SendValues.bytes(1000)));
 * }</pre>
 */
public final class BytesDataSource implements DataSource {

    private final byte[] bytes;

    /** Takes {@code bytes} as they are (not copied): the caller must not change them afterwards. */
    public BytesDataSource(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    public InputStream getInputStream() {
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public OutputStream getOutputStream() {
        throw new UnsupportedOperationException("read-only");
    }

    @Override
    public String getContentType() {
        return "application/octet-stream";
    }

    @Override
    public String getName() {
        return "base64Binary";
    }
}
