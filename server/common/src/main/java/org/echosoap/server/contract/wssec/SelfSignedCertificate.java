package org.echosoap.server.contract.wssec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * A self-signed X.509 v3 certificate (SHA256withRSA, no extensions) for a key pair, written as DER by hand. Why by
 * hand: the JDK makes certificates only through keytool (a process of its own, a second or more of JVM start per
 * call, or its internal classes), and BouncyCastle's builder is not on the class path; a certificate without
 * extensions is a few fixed DER structures.
 *
 * <pre>{@code
 * X509Certificate c = SelfSignedCertificate.of(keyPair, "echosoap-wssec-server", Instant.now(), 3650);
 * }</pre>
 */
final class SelfSignedCertificate {

    /** sha256WithRSAEncryption, 1.2.840.113549.1.1.11. */
    private static final byte[] SHA256_WITH_RSA = {0x2a, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xf7, 0x0d, 0x01, 0x01, 0x0b};
    /** id-at-commonName, 2.5.4.3. */
    private static final byte[] COMMON_NAME = {0x55, 0x04, 0x03};
    private static final DateTimeFormatter GENERALIZED_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private SelfSignedCertificate() {
    }

    static X509Certificate of(KeyPair keys, String commonName, Instant notBefore, int validDays)
            throws GeneralSecurityException {
        byte[] algorithm = sequence(tlv(0x06, SHA256_WITH_RSA), tlv(0x05, new byte[0]));
        byte[] name = sequence(tlv(0x31, sequence(tlv(0x06, COMMON_NAME),
                tlv(0x0c, commonName.getBytes(StandardCharsets.UTF_8)))));
        byte[] validity = sequence(time(notBefore), time(notBefore.plusSeconds(validDays * 86_400L)));
        byte[] tbs = sequence(
                tlv(0xa0, tlv(0x02, new byte[] {2})), // [0] EXPLICIT version v3
                tlv(0x02, BigInteger.valueOf(notBefore.toEpochMilli()).toByteArray()),
                algorithm, name, validity, name,
                keys.getPublic().getEncoded()); // SubjectPublicKeyInfo, already DER
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(keys.getPrivate());
        signer.update(tbs);
        byte[] signature = signer.sign();
        byte[] bitString = new byte[signature.length + 1]; // leading 0: no unused bits
        System.arraycopy(signature, 0, bitString, 1, signature.length);
        byte[] der = sequence(tbs, algorithm, tlv(0x03, bitString));
        return (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(der));
    }

    /** GeneralizedTime (valid for every year, where UTCTime stops at 2049). */
    private static byte[] time(Instant t) {
        return tlv(0x18, GENERALIZED_TIME.format(t).getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] sequence(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return tlv(0x30, out.toByteArray());
    }

    /** One DER element: tag, definite length (short or long form), content. */
    private static byte[] tlv(int tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(content.length + 6);
        out.write(tag);
        int n = content.length;
        if (n < 0x80) {
            out.write(n);
        } else {
            int bytes = n > 0xffffff ? 4 : n > 0xffff ? 3 : n > 0xff ? 2 : 1;
            out.write(0x80 | bytes);
            for (int i = bytes - 1; i >= 0; i--) {
                out.write(n >>> (8 * i));
            }
        }
        out.writeBytes(content);
        return out.toByteArray();
    }
}
