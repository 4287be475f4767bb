package EchoSoap::SoapLite::BodyParts;
# The child elements of the operation element in a request's Body, by position, as SOAP::Lite parsed them: each a
# SOAP::Data with its name and value. Why not SOAP::Lite's paramsin: it drops the names, so <foo>5</foo> would be
# read as getString's size.
#
#   my @parts = EchoSoap::SoapLite::BodyParts::of($envelope, 2);   # at most 3 SOAP::Data (one more than 2: too many)
use strict;
use warnings;

# The first MAX + 1 children (one more than allowed shows there are too many).
sub of {
    my ($envelope, $max) = @_;
    my @parts;
    for my $position (1 .. $max + 1) {
        my $part = $envelope->dataof("/Envelope/Body/[1]/[$position]") or last;
        push @parts, $part;
    }
    return @parts;
}

# A Client fault (SOAP::Lite answers it as it is) with a one-line reason.
sub client_fault {
    my ($reason) = @_;
    return SOAP::Fault->faultcode('Client')->faultstring($reason);
}

# The simple text of a part, or a Client fault naming what was expected.
sub text_of {
    my ($part, $expected) = @_;
    my $value = $part->value;
    die client_fault("$expected must hold a simple value, not elements") if ref $value;
    return $value // '';
}

1;
