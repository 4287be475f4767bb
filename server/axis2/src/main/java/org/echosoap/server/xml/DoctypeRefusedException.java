package org.echosoap.server.xml;

/**
 * {@link PrologDoctypeCheck} refused a document before parsing: a DOCTYPE, an encoding it cannot check, or a
 * prolog too long to look at. The message is a one-line reason fit for a SOAP Fault; the position is where the
 * refused part starts.
 */
public final class DoctypeRefusedException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int lineNumber;
    private final int columnNumber;

    DoctypeRefusedException(String oneLineReason, int lineNumber, int columnNumber) {
        super(oneLineReason, null, false, false);
        this.lineNumber = lineNumber;
        this.columnNumber = columnNumber;
    }

    /** The line (1-based) where the refused part starts. */
    public int getLineNumber() {
        return lineNumber;
    }

    /** The column (1-based) where the refused part starts. */
    public int getColumnNumber() {
        return columnNumber;
    }
}
