package org.echosoap.server.metro.wssec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SignatureValuesTest {

    private static String first(String message) {
        return SignatureValues.first(message.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theSecurityHeadersValueWithAnyPrefixOrNone() {
        assertEquals("QUJD\nREVG", first("<S:Envelope><S:Header><wsse:Security><ds:Signature><ds:SignedInfo/>"
                + "<ds:SignatureValue>QUJD\nREVG</ds:SignatureValue></ds:Signature></wsse:Security></S:Header>"
                + "<S:Body><ds:SignatureValue>other</ds:SignatureValue></S:Body></S:Envelope>"));
        assertEquals("QUJD", first("<Signature><SignatureValue Id=\"SV-1\">QUJD</SignatureValue></Signature>"));
    }

    @Test
    void escapedTextAttributesAndLongerNamesAreNoSignature() {
        assertNull(first("<S:Body><x>&lt;SignatureValue&gt;QUJD&lt;/SignatureValue&gt;</x></S:Body>"));
        assertNull(first("<S:Body><x a=\"SignatureValue\">t</x><SignatureValueX>QUJD</SignatureValueX></S:Body>"));
        assertNull(first("<S:Body><echoFloat><x>3.14</x></echoFloat></S:Body>"));
    }

    @Test
    void aValueCutShortOrEmptyIsNone() {
        assertNull(first("<ds:SignatureValue>QUJD"));
        assertNull(first("<ds:SignatureValue/>"));
        assertNull(first("<ds:SignatureValue"));
    }
}
