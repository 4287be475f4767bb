package org.echosoap.server.variant;

import org.echosoap.server.services.EchoFloatService;

/**
 * The operation check the variants share with Axis2's EchoFloat: the SOAP Body's first child element must be
 * {@code {http://tempuri.org/}echoFloat}, else the request is rejected with {@link EchoFloatService}'s own reason.
 * The streaming parsers feed it every start and end tag ({@link #start}, {@link #end}) and ask after the parse
 * ({@link #check}); DOM asks {@link #check(String, String)} with the element it found. One instance per parse.
 *
 * <p>The Body is the document element's child named {@code Body}, matched by local name: the variants do not
 * check the envelope itself (that stays Axis2's part, see {@code hostile/wrong-root.case}), only which operation
 * the request asks for, so that a request Axis2 refuses for its operation element is refused here too.
 *
 * <pre>{@code
 * OperationElement operation = new OperationElement();
 * // in the parser's callbacks: operation.start(uri, localName); ... operation.end();
 * operation.check();   // throws RejectedRequestException for <frobnicate xmlns="http://tempuri.org/">
 * }</pre>
 */
final class OperationElement {

    private static final String BODY = "Body";

    private static final int BEFORE_BODY = 0;
    private static final int IN_BODY = 1;
    private static final int DONE = 2;

    private int depth;
    private int state;
    private String namespace;
    private String localName;

    /** Ready for the next parse (the SAX and XNI handlers are pooled and reused). */
    void clear() {
        depth = 0;
        state = BEFORE_BODY;
        namespace = null;
        localName = null;
    }

    /** A start tag; an empty namespace may come as null or "" (the parsers differ). */
    void start(String elementNamespace, String elementLocalName) {
        depth++;
        if (state == BEFORE_BODY && depth == 2 && BODY.equals(elementLocalName)) {
            state = IN_BODY;
        } else if (state == IN_BODY && depth == 3) {
            namespace = elementNamespace;
            localName = elementLocalName;
            state = DONE;
        }
    }

    /** An end tag. */
    void end() {
        if (state == IN_BODY && depth == 2) {
            state = DONE; // the Body ended without a child element
        }
        depth--;
    }

    /** After the whole document was parsed: the Body's first element, as the tags went by. */
    void check() throws RejectedRequestException {
        check(namespace, localName);
    }

    /** Rejects unless the Body's first element is {@code {http://tempuri.org/}echoFloat}; null = none. */
    static void check(String namespace, String localName) throws RejectedRequestException {
        if (!EchoFloatService.OPERATION.equals(localName) || !EchoFloatService.TEMPURI.equals(namespace)) {
            throw new RejectedRequestException(EchoFloatService.wrongOperation(namespace, localName));
        }
    }
}
