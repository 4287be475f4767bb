package org.echosoap.client.resultfile;

/**
 * A file given to {@code compare} that cannot be read as a result.json. The message is one line that names the file,
 * ready to print after {@code "echosoap compare: "}, e.g.
 * {@code results/a/result.json is not an echosoap result (truncated JSON at line 12)}.
 */
public final class NotAResultException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public NotAResultException(String message) {
        super(message);
    }
}
