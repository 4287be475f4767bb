package org.echosoap.webapp.it;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.security.KeyStore;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.w3c.dom.Document;

/**
 * The seed echoFloat signed for Metro's {@code sign} endpoint as the client's WS-Security scenario signs it
 * (docs/ws-security.md): a Timestamp, then RSA-SHA256 over the Body and the Timestamp, exclusive C14N, SHA-256
 * digests, the client's certificate as a BinarySecurityToken. Each {@link #next} is new (the endpoint's
 * replay filter refuses a signature seen before). The keys are the ones the server's WARs made. As for the client's
 * Metro requests ({@code SecuredRequests.withBodyTrimmed}, docs/ws-security-metro.md), the whitespace around the
 * Body's element is dropped before signing: WSIT's streaming verifier digests the Body without it.
 */
final class MetroSignedEchoFloats {

    private final Merlin crypto;
    private final DocumentBuilder parser;

    /** @param keyDirectory the server's {@code wssec} directory ({@code server.base().resolve("wssec")}) */
    MetroSignedEchoFloats(Path keyDirectory) throws Exception {
        WSSConfig.init();
        KeyStore keys = ThrowawayKeys.load(keyDirectory.resolve(ThrowawayKeys.CLIENT_FILE));
        crypto = new Merlin();
        crypto.setKeyStore(keys);
        crypto.setTrustStore(keys);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        parser = factory.newDocumentBuilder();
    }

    /** A newly signed seed request. */
    byte[] next() throws Exception {
        Document doc = parser.parse(new ByteArrayInputStream(Seed.request()));
        trimBody(doc);
        WSSecHeader header = new WSSecHeader(doc);
        header.insertSecurityHeader();
        WSSecTimestamp timestamp = new WSSecTimestamp(header);
        timestamp.setTimeToLive(WsSecProfile.TIME_TO_LIVE_SECONDS);
        timestamp.build();
        WSSecSignature signature = new WSSecSignature(header);
        signature.setUserInfo(ThrowawayKeys.CLIENT_ALIAS, ThrowawayKeys.PASSWORD);
        signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
        signature.setSignatureAlgorithm(WSS4JConstants.RSA_SHA256);
        signature.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        signature.setDigestAlgo(WSS4JConstants.SHA256);
        String soapNs = doc.getDocumentElement().getNamespaceURI();
        signature.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, soapNs, "Element"));
        signature.getParts().add(new WSEncryptionPart(WSConstants.TIMESTAMP_TOKEN_LN, WSConstants.WSU_NS, "Element"));
        signature.build(crypto);
        ByteArrayOutputStream out = new ByteArrayOutputStream(8192);
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toByteArray();
    }

    private static void trimBody(Document doc) {
        org.w3c.dom.Element body = org.apache.wss4j.dom.util.WSSecurityUtil.findBodyElement(doc);
        org.w3c.dom.Node child = body.getFirstChild();
        while (child != null) {
            org.w3c.dom.Node next = child.getNextSibling();
            if (child.getNodeType() == org.w3c.dom.Node.TEXT_NODE && child.getNodeValue().isBlank()) {
                body.removeChild(child);
            }
            child = next;
        }
    }
}
