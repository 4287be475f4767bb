package org.echosoap.server.binary;

import java.io.IOException;

/**
 * The read error {@link InlineBase64Gate} ends a refused request body with; its message is the one-line reason. Its
 * own type so that a stack that wraps read errors in its own (Metro: a JAXB unmarshal error) can still find and
 * report the reason.
 */
public final class RefusedBodyException extends IOException {

    private static final long serialVersionUID = 1L;

    public RefusedBodyException(String reason) {
        super(reason);
    }
}
