package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The event-following shared by the SAX, XNI and StAX variants, fed by hand. */
class FirstInputTextTest {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String TEMPURI = InputValueParser.TEMPURI;

    private static void text(FirstInputText input, String s) {
        input.characters(s.toCharArray(), 0, s.length());
    }

    /** Envelope, Body, echoFloat: the seed's frame around what each test sends. */
    private static FirstInputText inEchoFloat() {
        FirstInputText input = new FirstInputText();
        input.clear();
        open(input, "echoFloat");
        return input;
    }

    private static void open(FirstInputText input, String operation) {
        input.startElement(SOAP, "Envelope");
        input.startElement(SOAP, "Body");
        input.startElement(TEMPURI, operation);
    }

    private static void input(FirstInputText input, String value) {
        input.startElement(TEMPURI, "input");
        text(input, value);
        input.endElement();
    }

    private static void close(FirstInputText input) {
        input.endElement(); // echoFloat
        input.endElement(); // Body
        input.endElement(); // Envelope
    }

    @Test
    void keepsTheFirstInputsTextWithDescendantsOnly() throws Exception {
        FirstInputText input = inEchoFloat();
        text(input, "before ");
        assertFalse(input.collecting());
        input.startElement(TEMPURI, "input");
        assertTrue(input.collecting());
        text(input, "3.");
        input.startElement(null, "inner");
        text(input, "14");
        input.endElement();
        text(input, "159");
        input.endElement();
        assertFalse(input.collecting());
        input(input, "2.5"); // a second input is ignored
        close(input);
        assertEquals("3.14159", input.result());
    }

    @Test
    void refusesADocumentWithoutInputAndAWrongOperation() {
        FirstInputText noInput = inEchoFloat();
        noInput.startElement("", "input"); // not in tempuri
        text(noInput, "1");
        noInput.endElement();
        close(noInput);
        RejectedRequestException none = assertThrows(RejectedRequestException.class, noInput::result);
        assertEquals(InputValueParser.NO_INPUT, none.getMessage());

        FirstInputText wrong = new FirstInputText();
        open(wrong, "frobnicate");
        input(wrong, "1");
        close(wrong);
        assertThrows(RejectedRequestException.class, wrong::result);
    }

    @Test
    void clearForgetsTheLastDocument() throws Exception {
        FirstInputText input = inEchoFloat();
        input(input, "1.5");
        close(input);
        assertEquals("1.5", input.result());

        input.clear();
        open(input, "echoFloat");
        input(input, "2.5");
        close(input);
        assertEquals("2.5", input.result());
    }
}
