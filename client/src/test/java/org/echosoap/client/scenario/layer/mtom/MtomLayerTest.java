package org.echosoap.client.scenario.layer.mtom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

class MtomLayerTest {

    @Test
    void pairIsMtomAgainstBase64WithTheSamePayload() {
        Scenario s = MtomLayer.scenario("layer.mtom.echoBinary", new ScenarioParameters(10_000, 0), SoapStack.CXF);
        assertEquals(10_000, s.size());
        assertEquals("/services/BinaryEchoMtom", s.measured().path());
        assertTrue(s.measured().contentType().startsWith("multipart/related; type=\"application/xop+xml\""));
        assertEquals("/services/BinaryEcho", s.baseline().orElseThrow().path());
        assertEquals("text/xml; charset=UTF-8", s.baseline().orElseThrow().contentType());
        byte[] payload = BinaryMessages.pattern(10_000);
        byte[] mtom = s.measured().requestBody();
        MultipartBody parts = MultipartBody.parse(mtom, mtom.length);
        MultipartBody.Part data = parts.byContentId(BinaryMessages.DATA_ID);
        assertArrayEquals(payload, Arrays.copyOfRange(mtom, data.start(), data.end()));
        String root = new String(mtom, parts.parts().get(0).start(), parts.parts().get(0).end()
                - parts.parts().get(0).start(), StandardCharsets.UTF_8);
        assertTrue(root.contains("<data><xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/include\" href=\"cid:"
                + BinaryMessages.DATA_ID + "\"/></data>"), root);
        String base64 = new String(s.baseline().orElseThrow().requestBody(), StandardCharsets.UTF_8);
        assertTrue(base64.contains("<data>" + Base64.getEncoder().encodeToString(payload) + "</data>"));
    }

    @Test
    void getBinaryAsksForTheLengthInBothForms() {
        Scenario s = Scenarios.byName("layer.mtom.getBinary", new ScenarioParameters(123, 0), SoapStack.METRO, null);
        String mtom = new String(s.measured().requestBody(), StandardCharsets.ISO_8859_1);
        assertTrue(mtom.contains("<length>123</length>") && mtom.startsWith("--"), mtom);
        assertEquals(2, mtom.split("--" + BinaryMessages.BOUNDARY, -1).length - 1, "root part and closing delimiter");
    }

    @Test
    void refusesWhatTheServersCannotServe() {
        assertThrows(IllegalArgumentException.class, () -> MtomLayer.scenario("layer.mtom.echoBinary",
                new ScenarioParameters(MtomLayer.MAX_PAYLOAD_BYTES + 1, 0), SoapStack.AXIS2));
        assertThrows(IllegalArgumentException.class, () -> MtomLayer.scenario("layer.mtom.echoBinary",
                new ScenarioParameters(1000, 0), SoapStack.AXIS1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MtomLayer.scenario(
                "layer.mtom.echoFloat", new ScenarioParameters(1000, 0), SoapStack.AXIS2));
        assertTrue(e.getMessage().contains("echoBinary, sendBinary or getBinary"), e.getMessage());
        assertTrue(Scenarios.isSized("layer.mtom.sendBinary"));
    }
}
