package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.SendValues;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.util.Base64;
import java.util.Random;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Block-wise base64 writing equals the JDK's one-piece encoding: no line breaks, padding only at the very end. */
class Base64ValuesTest {

    private static String write(ByteSource bytes) throws Exception {
        StringWriter text = new StringWriter();
        XMLStreamWriter out = XMLOutputFactory.newInstance().createXMLStreamWriter(text);
        out.setDefaultNamespace(BenchmarkXml.NAMESPACE);
        Base64Values.write(out, "r", bytes);
        out.flush();
        return text.toString().replace("<r/>", "<r></r>"); // the StAX writer may collapse an empty element
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {0, 1, 5, Base64Values.BLOCK_BYTES, Base64Values.BLOCK_BYTES + 1, 2 * Base64Values.BLOCK_BYTES + 2,
        1_000_000})
    void sendValuesEncodeLikeTheJdk(int size) throws Exception {
        String expected = Base64.getEncoder().encodeToString(SendValues.bytes(size));
        assertEquals("<r>" + expected + "</r>", write(ByteSource.sendValues(size)));
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {1, Base64Values.BLOCK_BYTES + 7, 5 * Base64Values.BLOCK_BYTES})
    void decodedBytesEncodeBackToTheSameText(int size) throws Exception {
        byte[] bytes = new byte[size];
        new Random(size).nextBytes(bytes);
        String text = Base64.getEncoder().encodeToString(bytes);
        Base64Decoder decoder = new Base64Decoder(Long.MAX_VALUE);
        decoder.accept(text.toCharArray(), 0, text.length());
        assertEquals("<r>" + text + "</r>", write(decoder.finish()));
    }
}
