package org.echosoap.client.scenario;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LengthCheckTest {

    @Test
    void acceptsExactlyTheExpectedLength() {
        byte[] body = "<a>xx</a>".getBytes(UTF_8);
        LengthCheck check = new LengthCheck(body.length);
        ResponseCheck.Verifier v = check.begin();
        v.feed(body, 0, 4);
        v.feed(body, 4, body.length - 4);
        assertNull(v.verdict());
        assertNull(check.fullCheck(body, body.length));
        ResponseCheck.Verifier shorter = new LengthCheck(body.length + 1).begin();
        shorter.feed(body, 0, body.length);
        assertNotNull(shorter.verdict());
        assertNotNull(check.fullCheck("<a>xx</b>".getBytes(UTF_8), body.length));
    }
}
