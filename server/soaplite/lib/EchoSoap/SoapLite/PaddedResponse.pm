package EchoSoap::SoapLite::PaddedResponse;
# The null baseline's answer, byte for byte the envelope server/common's baseline.PaddedResponse writes: a SOAP 1.1
# envelope of exactly N bytes, so that /soaplite/baseline/null?responseBytes=N costs what any answer of that size
# costs this server (HTTP::Daemon, the socket), without SOAP::Lite.
use strict;
use warnings;

use constant MAX_BYTES => 100_000_000;

my $HEAD = '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv='
    . '"http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/><soapenv:Body>'
    . '<pad xmlns="urn:echosoap:baseline">';
my $TAIL = '</pad></soapenv:Body></soapenv:Envelope>';
my $COMPACT_HEAD = '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">'
    . '<s:Body><pad xmlns="urn:echosoap:baseline">';
my $COMPACT_TAIL = '</pad></s:Body></s:Envelope>';

sub min_bytes { return length($COMPACT_HEAD) + length($COMPACT_TAIL) }

# The envelope of exactly TOTAL bytes (min_bytes()..MAX_BYTES).
sub of {
    my ($total) = @_;
    my $full = $total >= length($HEAD) + length($TAIL);
    my ($head, $tail) = $full ? ($HEAD, $TAIL) : ($COMPACT_HEAD, $COMPACT_TAIL);
    return $head . ('x' x ($total - length($head) - length($tail))) . $tail;
}

1;
