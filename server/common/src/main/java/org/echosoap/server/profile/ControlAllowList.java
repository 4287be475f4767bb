package org.echosoap.server.profile;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * The addresses echosoap's control endpoints answer: by default loopback and the test hosts' private subnets, the
 * same list the old stacks' {@code RemoteCIDRValve} holds ({@code 127.0.0.0/8, ::1, 10.77.231.0/30, 10.78.0.0/24});
 * {@code -Dechosoap.controlAllow=CIDR,CIDR,...} replaces it (a Kubernetes pod's client, say). Literal addresses only:
 * no name is looked up.
 *
 * <pre>{@code
 * ControlAllowList allow = ControlAllowList.fromSystemProperty();
 * if (!allow.allows(request.getRemoteAddr())) response.sendError(403);
 * }</pre>
 */
public final class ControlAllowList {

    /** The system property that replaces the default list. */
    public static final String PROPERTY = "echosoap.controlAllow";

    /** Loopback and the test hosts (conf/testhosts: testhosts.sh, clienthosts.sh). */
    public static final String DEFAULT = "127.0.0.0/8,::1,10.77.231.0/30,10.78.0.0/24";

    private final List<byte[]> networks = new ArrayList<>();
    private final List<Integer> prefixBits = new ArrayList<>();
    private final String text;

    private ControlAllowList(String text) {
        this.text = text;
        for (String part : text.split(",")) {
            String cidr = part.strip();
            if (cidr.isEmpty()) {
                continue;
            }
            int slash = cidr.indexOf('/');
            byte[] address = literal(slash < 0 ? cidr : cidr.substring(0, slash));
            int bits = slash < 0 ? address.length * 8 : Integer.parseInt(cidr.substring(slash + 1));
            if (bits < 0 || bits > address.length * 8) {
                throw new IllegalArgumentException("prefix out of range in " + cidr);
            }
            networks.add(address);
            prefixBits.add(bits);
        }
    }

    /**
     * The list in {@code text} ({@code CIDR,CIDR,...}).
     *
     * @throws IllegalArgumentException naming the entry that is not a literal address or a prefix length
     */
    public static ControlAllowList parse(String text) {
        return new ControlAllowList(text);
    }

    /** The list from {@link #PROPERTY}, or {@link #DEFAULT}. */
    public static ControlAllowList fromSystemProperty() {
        return parse(System.getProperty(PROPERTY, DEFAULT));
    }

    /** Whether {@code remoteAddress} (a literal, as {@code getRemoteAddr()} gives it) is in the list. */
    public boolean allows(String remoteAddress) {
        byte[] address;
        try {
            address = literal(remoteAddress);
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (int i = 0; i < networks.size(); i++) {
            if (within(address, networks.get(i), prefixBits.get(i))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return text;
    }

    private static boolean within(byte[] address, byte[] network, int bits) {
        if (address.length != network.length) {
            return false;
        }
        int whole = bits / 8;
        for (int i = 0; i < whole; i++) {
            if (address[i] != network[i]) {
                return false;
            }
        }
        int rest = bits % 8;
        if (rest == 0) {
            return true;
        }
        int mask = 0xff << (8 - rest) & 0xff;
        return (address[whole] & mask) == (network[whole] & mask);
    }

    /** A literal IPv4 or IPv6 address's bytes; never a DNS look-up (a name has no digit-and-dot or colon form). */
    private static byte[] literal(String text) {
        String s = text.strip();
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        boolean v4 = s.matches("\\d{1,3}(\\.\\d{1,3}){3}");
        boolean v6 = s.contains(":") && s.matches("[0-9A-Fa-f:.%a-zA-Z0-9]+");
        if (!v4 && !v6) {
            throw new IllegalArgumentException("not a literal address: " + text);
        }
        int zone = s.indexOf('%');
        try {
            return InetAddress.getByName(zone < 0 ? s : s.substring(0, zone)).getAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not a literal address: " + text);
        }
    }
}
