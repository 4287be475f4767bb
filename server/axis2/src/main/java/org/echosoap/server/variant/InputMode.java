package org.echosoap.server.variant;

/**
 * How a variant hands the request body to its parser (seed 004): {@link #STREAM} or {@link #PREREAD}.
 *
 * <pre>{@code
 * InputMode.fromQuery(null);              // STREAM (the default)
 * InputMode.fromQuery("input=preread");   // PREREAD
 * InputMode.fromQuery("input=bogus");     // null: answer 400 with USAGE
 * }</pre>
 */
public enum InputMode {
    /** The request's {@code InputStream} goes straight to the parser. */
    STREAM,
    /** The body is read into a {@code byte[]}, decoded to a {@code String} (UTF-8), parsed from a {@code StringReader}. */
    PREREAD;

    /** The one-line reason of the 400 for a bad query. */
    public static final String USAGE = "input must be stream or preread, e.g. /echosoap/variant/dom?input=preread";

    private static final String PARAMETER = "input";

    /**
     * The mode a query string asks for: {@code input=stream}, {@code input=preread}, or no {@code input}
     * parameter at all (stream). Returns null for any other value of {@code input} or when it is repeated.
     * Other parameters are ignored. Read from the raw query, not {@code getParameter}, which could consume a
     * form-encoded body.
     */
    public static InputMode fromQuery(String query) {
        if (query == null || query.isEmpty()) {
            return STREAM;
        }
        InputMode mode = null;
        int from = 0;
        while (from <= query.length()) {
            int amp = query.indexOf('&', from);
            int to = amp < 0 ? query.length() : amp;
            String pair = query.substring(from, to);
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            if (PARAMETER.equals(name)) {
                if (mode != null) {
                    return null;
                }
                String value = eq < 0 ? "" : pair.substring(eq + 1);
                switch (value) {
                    case "stream" -> mode = STREAM;
                    case "preread" -> mode = PREREAD;
                    default -> {
                        return null;
                    }
                }
            }
            from = to + 1;
        }
        return mode == null ? STREAM : mode;
    }

    /** The query value naming this mode. */
    public String queryValue() {
        return this == STREAM ? "stream" : "preread";
    }
}
