package org.echosoap.server.services.benchmark.adb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import javax.xml.stream.XMLStreamException;
import org.junit.jupiter.api.Test;

class AdbDataErrorsTest {

    @Test
    void aNumberJavaCannotParseIsQuotedWithoutTheJdksWording() {
        assertEquals("not a number: 'abc'", AdbDataErrors.reason(new NumberFormatException("For input string: \"abc\"")));
        assertEquals("not a number: ' 42 '", AdbDataErrors.reason(new NumberFormatException("For input string: \" 42 \"")));
    }

    @Test
    void aLongValueIsCutToFortyCharactersOnOneLine() {
        String reason = AdbDataErrors.reason(new NumberFormatException("For input string: \"" + "1\n".repeat(50) + "\""));
        assertEquals("not a number: '" + "1 ".repeat(20) + "...'", reason);
    }

    @Test
    void base64ThatAxiomCannotDecodeNamesTheCharacter() {
        XMLStreamException e = new XMLStreamException("Error during base64 decoding",
                new IOException("Invalid base64 char '*'"));
        assertEquals("not base64: Invalid base64 char '*'", AdbDataErrors.reason(e));
    }

    @Test
    void theParsersOwnErrorsAndOtherExceptionsAreNotTheBindings() {
        assertNull(AdbDataErrors.reason(new XMLStreamException("Unexpected close tag </inptu>")));
        assertNull(AdbDataErrors.reason(new IllegalStateException("boom")));
    }
}
