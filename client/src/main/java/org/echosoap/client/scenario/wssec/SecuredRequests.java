package org.echosoap.client.scenario.wssec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Instant;
import java.util.function.Supplier;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.util.KeyUtils;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.message.WSSecEncrypt;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.apache.wss4j.dom.message.WSSecUsernameToken;
import org.apache.wss4j.dom.util.WSSecurityUtil;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.w3c.dom.Document;

/**
 * Makes one secured request from a plain SOAP 1.1 request, anew each call, with Apache WSS4J's DOM API: parse, add
 * the profile's security header (a new Timestamp, nonce, signature or content key every time), write back to bytes.
 * What it adds per profile (what {@code server/cxf}'s endpoints demand): TIMESTAMP a wsu:Timestamp of
 * {@link WsSecProfile#TIME_TO_LIVE_SECONDS}; USERNAME a UsernameToken with a password digest, nonce and created;
 * SIGN a Timestamp and an RSA-SHA256 signature (exclusive C14N, SHA-256 digests) over the Body and the Timestamp,
 * the client's certificate in a BinarySecurityToken; ENCRYPT the Body's content in AES-256-GCM under a key sent
 * RSA-OAEP encrypted for the server's certificate (named by issuer and serial); SIGN_ENCRYPT the signature, then the
 * encryption. Thread-safe: each thread has its own parser and writer.
 *
 * <pre>{@code
 * SecuredRequests sign = SecuredRequests.of(WsSecProfile.SIGN, plainEchoFloat, keyDirectory);
 * byte[] once = sign.get();   // valid for one exchange
 * }</pre>
 */
public final class SecuredRequests implements Supplier<byte[]> {

    private final WsSecProfile profile;
    private final byte[] plain;
    private final Merlin crypto;
    /** The clock of Timestamps and UsernameToken Created: the real one, but in tests of expired messages. */
    private final Supplier<Instant> clock;
    /** The Body's content cipher (an XML Encryption algorithm URI): AES-256-GCM, but for a stack that lacks it. */
    private final String contentCipher;
    /** Whether the whitespace text between the Body's tags and its element is dropped before encrypting. */
    private final boolean bodyTrimmed;
    private final ThreadLocal<DocumentBuilder> parsers = ThreadLocal.withInitial(SecuredRequests::newParser);
    private final ThreadLocal<Transformer> writers = ThreadLocal.withInitial(SecuredRequests::newWriter);

    private SecuredRequests(WsSecProfile profile, byte[] plain, Merlin crypto, Supplier<Instant> clock,
            String contentCipher, boolean bodyTrimmed) {
        this.profile = profile;
        this.plain = plain.clone();
        this.crypto = crypto;
        this.clock = clock;
        this.contentCipher = contentCipher;
        this.bodyTrimmed = bodyTrimmed;
    }

    /** The same requests with Timestamps and Created times from {@code clock} (a test's expired message). */
    public SecuredRequests withClock(Supplier<Instant> otherClock) {
        return new SecuredRequests(profile, plain, crypto, otherClock, contentCipher, bodyTrimmed);
    }

    /**
     * The same requests with the Body's content encrypted by {@code algorithm} (an XML Encryption URI such as
     * {@link WSS4JConstants#AES_256}) instead of AES-256-GCM: for a stack without GCM (Metro's WSIT).
     */
    public SecuredRequests withContentCipher(String algorithm) {
        return new SecuredRequests(profile, plain, crypto, clock, algorithm, bodyTrimmed);
    }

    /**
     * The same requests with the whitespace between the Body's tags and its one element dropped before anything is
     * signed or encrypted (two line breaks of the plain request): Metro's streaming WS-Security (WSIT) digests a
     * signed Body's element without the text around it (WSS1717, the digest does not match) and fails on a
     * decrypted Body that starts with text (IllegalStateException "Current state not START_ELEMENT").
     */
    public SecuredRequests withBodyTrimmed() {
        return new SecuredRequests(profile, plain, crypto, clock, contentCipher, true);
    }

    /** The XML Encryption URI of the Body's content cipher. */
    public String contentCipher() {
        return contentCipher;
    }

    /**
     * @param keyDirectory where the server made the throwaway keys ({@link ThrowawayKeys}); read once here
     * @throws IllegalArgumentException naming the file when the client's keystore is not there
     */
    public static SecuredRequests of(WsSecProfile profile, byte[] plainRequest, Path keyDirectory) {
        WSSConfig.init();
        KeyStore keys = ThrowawayKeys.load(keyDirectory.resolve(ThrowawayKeys.CLIENT_FILE));
        Merlin crypto = new Merlin();
        crypto.setKeyStore(keys);
        crypto.setTrustStore(keys);
        return new SecuredRequests(profile, plainRequest, crypto, Instant::now, WSS4JConstants.AES_256_GCM, false);
    }

    /** A newly secured request. */
    @Override
    public byte[] get() {
        try {
            Document doc = parsers.get().parse(new ByteArrayInputStream(plain));
            if (bodyTrimmed) {
                trimBody(doc); // before any signature covers the Body
            }
            WSSecHeader header = new WSSecHeader(doc);
            header.insertSecurityHeader();
            if (profile.hasTimestamp()) {
                WSSecTimestamp timestamp = new WSSecTimestamp(header);
                timestamp.setTimeToLive(WsSecProfile.TIME_TO_LIVE_SECONDS);
                timestamp.setWsTimeSource(clock::get);
                timestamp.build();
            }
            if (profile == WsSecProfile.USERNAME) {
                WSSecUsernameToken token = new WSSecUsernameToken(header);
                token.setPasswordType(WSConstants.PASSWORD_DIGEST);
                token.setUserInfo(WsSecProfile.USER, WsSecProfile.USER_PASSWORD);
                token.setWsTimeSource(clock::get);
                token.addNonce();
                token.addCreated();
                token.build();
            }
            if (profile.signs()) {
                sign(header, doc);
            }
            if (profile.encrypts()) {
                encrypt(header);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream(plain.length * 8);
            writers.get().transform(new DOMSource(doc), new StreamResult(out));
            return out.toByteArray();
        } catch (Exception e) {
            throw new IllegalStateException("cannot secure the request (" + profile.key() + "): " + e, e);
        }
    }

    private void sign(WSSecHeader header, Document doc) throws Exception {
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
    }

    private static void trimBody(Document doc) {
        org.w3c.dom.Element body = WSSecurityUtil.findBodyElement(doc);
        org.w3c.dom.Node child = body.getFirstChild();
        while (child != null) {
            org.w3c.dom.Node next = child.getNextSibling();
            if (child.getNodeType() == org.w3c.dom.Node.TEXT_NODE && child.getNodeValue().isBlank()) {
                body.removeChild(child);
            }
            child = next;
        }
    }

    private void encrypt(WSSecHeader header) throws Exception {
        WSSecEncrypt encrypt = new WSSecEncrypt(header);
        encrypt.setUserInfo(ThrowawayKeys.SERVER_ALIAS);
        encrypt.setKeyIdentifierType(WSConstants.ISSUER_SERIAL);
        encrypt.setSymmetricEncAlgorithm(contentCipher);
        encrypt.setKeyEncAlgo(WSS4JConstants.KEYTRANSPORT_RSAOAEP);
        KeyGenerator generator = KeyUtils.getKeyGenerator(contentCipher);
        SecretKey contentKey = generator.generateKey();
        encrypt.build(crypto, contentKey); // default part: the Body's content
    }

    private static DocumentBuilder newParser() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return f.newDocumentBuilder();
        } catch (Exception e) {
            throw new IllegalStateException("no XML parser: " + e.getMessage(), e);
        }
    }

    private static Transformer newWriter() {
        try {
            Transformer t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            return t;
        } catch (Exception e) {
            throw new IllegalStateException("no XML writer: " + e.getMessage(), e);
        }
    }
}
