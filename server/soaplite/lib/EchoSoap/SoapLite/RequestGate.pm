package EchoSoap::SoapLite::RequestGate;
# Checks a request body's bytes before SOAP::Lite parses them, because its parser (expat, through XML::Parser)
# expands entities and reads external ones, and SOAP::Lite builds a Perl structure for every element, recursively:
# no DOCTYPE (or any other markup declaration) gets through, only UTF-8 (a UTF-16 body would hide a DOCTYPE from a
# byte scan), at most Limits::MAX_DEPTH levels and Limits::MAX_ELEMENTS elements, and the root must be a SOAP 1.1
# Envelope (SOAP::Lite switches its process-wide SOAP version on a 1.2 one). The limits are the Java stacks'.
#
#   my $reason = EchoSoap::SoapLite::RequestGate::refusal(\$body);   # undef: let SOAP::Lite have it
use strict;
use warnings;
use EchoSoap::SoapLite::Limits;

my $SOAP11_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
my $SOAP12_ENV = 'http://www.w3.org/2003/05/soap-envelope';

# A start tag after its '<': the name, then attributes (their values cannot hold '<' in XML, so no scan runs past
# the next '<': the whole check stays linear in the body's length); $1 is "/" for an empty element.
my $START_TAG = qr{\G[^\s/<>!?](?:[^<>"'/]|"[^"<]*"|'[^'<]*'|/(?!>))*(/?)>};

# Where each kind of markup that is not an element ends.
my @SKIPPED = (['<!--', '-->', 'comment'], ['<![CDATA[', ']]>', 'CDATA section'], ['<?', '?>', 'processing instruction']);

# The reason to refuse the body (one line), or undef.
sub refusal {
    my ($body_ref) = @_;
    my $body = $$body_ref;
    return 'the request body is empty; expected a SOAP 1.1 Envelope' if $body !~ /\S/;
    return 'a DOCTYPE is not allowed in a SOAP message' if index($body, '<!DOCTYPE') >= 0;
    return 'only UTF-8 requests are accepted (this one starts with a UTF-16 byte order mark or holds NUL bytes)'
        if $body =~ /\A(?:\xFE\xFF|\xFF\xFE)/ || index($body, "\0") >= 0;
    if ($body =~ /\A(?:\xEF\xBB\xBF)?<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/) {
        my $encoding = lc $1;
        return "only UTF-8 requests are accepted, not encoding '" . printable($1) . "'"
            unless $encoding eq 'utf-8' || $encoding eq 'us-ascii';
    }
    my ($depth, $elements, $root, $at) = (0, 0, undef, 0);
    MARKUP:
    while (($at = index($body, '<', $at)) >= 0) {
        for my $skipped (@SKIPPED) {
            my ($open, $close, $what) = @$skipped;
            next unless substr($body, $at, length $open) eq $open;
            my $end = index($body, $close, $at + length $open);
            return "an unterminated $what in the request" if $end < 0;
            $at = $end + length $close;
            next MARKUP;
        }
        my $next = substr($body, $at + 1, 1);
        return 'markup declarations (<!...>) are not allowed in a SOAP message' if $next eq '!';
        if ($next eq '/') {
            $depth--;
            $at += 2;
            next;
        }
        pos($body) = $at + 1;
        return 'a malformed start tag in the request' unless $body =~ /$START_TAG/g;
        my $empty = $1 eq '/';
        $root //= substr($body, $at, pos($body) - $at);
        $at = pos($body);
        return 'more than ' . EchoSoap::SoapLite::Limits::MAX_ELEMENTS . ' elements in the request'
            if ++$elements > EchoSoap::SoapLite::Limits::MAX_ELEMENTS;
        next if $empty;
        return 'elements nested deeper than ' . EchoSoap::SoapLite::Limits::MAX_DEPTH . ' levels in the request'
            if ++$depth > EchoSoap::SoapLite::Limits::MAX_DEPTH;
    }
    return 'the request holds no element; expected a SOAP 1.1 Envelope' unless defined $root;
    return root_refusal($root);
}

# Whether the first start tag is a SOAP 1.1 Envelope: its name and the namespace its prefix is bound to there.
sub root_refusal {
    my ($tag) = @_;
    my ($prefix, $local) = $tag =~ /\A<(?:([^\s:>\/]+):)?([^\s>\/]+)/;
    my $attribute = defined $prefix ? "xmlns:$prefix" : 'xmlns';
    my ($namespace) = $tag =~ /\s\Q$attribute\E\s*=\s*["']([^"']*)["']/;
    $namespace //= '';
    return "a SOAP 1.2 Envelope; this SOAP::Lite server speaks SOAP 1.1 (namespace $SOAP11_ENV)"
        if $local eq 'Envelope' && $namespace eq $SOAP12_ENV;
    return "the root element is {" . printable($namespace) . "}" . printable($local)
        . ", not a SOAP 1.1 Envelope ({$SOAP11_ENV}Envelope)"
        unless $local eq 'Envelope' && $namespace eq $SOAP11_ENV;
    return;
}

# At most 60 characters of request text, printable ASCII only.
sub printable {
    my ($s) = @_;
    $s = substr($s, 0, 60) . '...' if length($s) > 60;
    $s =~ s/[^\x20-\x7e]/?/g;
    return $s;
}

1;
