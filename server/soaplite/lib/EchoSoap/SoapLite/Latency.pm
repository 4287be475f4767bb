package EchoSoap::SoapLite::Latency;
# Seed 003's Latency calls on SOAP::Lite, answering what every Java stack answers (server/common's
# contract.LatencyValues): doNothing nothing; setSize stores N service-wide; getString N characters, character i
# being 'a' + i % 26; getIntegers N <return> elements 0..N-1. N is an xsd:int from 0 to 1,000,000, the optional
# <size> of getString/getIntegers overriding the stored size for that call only; anything else is a Client fault.
use strict;
use warnings;
use SOAP::Lite;
use EchoSoap::SoapLite::BodyParts;
our @ISA = ('SOAP::Server::Parameters');

use constant MAX_SIZE => 1_000_000;

sub new {
    my ($class, $stored_size) = @_;
    return bless { stored => $stored_size }, $class;
}

sub doNothing {
    my ($self, @arguments) = @_;
    my @parts = EchoSoap::SoapLite::BodyParts::of(pop @arguments, 0);
    die EchoSoap::SoapLite::BodyParts::client_fault('doNothing takes no elements') if @parts;
    return;
}

sub setSize {
    my ($self, @arguments) = @_;
    my $size = size_of('setSize', pop @arguments, 1);
    $self->{stored}->store($size);
    return;
}

sub getString {
    my ($self, @arguments) = @_;
    my $size = size_of('getString', pop @arguments, 0) // $self->{stored}->current;
    my $letters = join '', 'a' .. 'z';
    my $text = substr($letters x (int($size / 26) + 1), 0, $size);
    return SOAP::Data->name('return' => $text);
}

sub getIntegers {
    my ($self, @arguments) = @_;
    my $size = size_of('getIntegers', pop @arguments, 0) // $self->{stored}->current;
    return map { SOAP::Data->name('return' => $_) } 0 .. $size - 1;
}

# The <size> of a call (undef when optional and absent), checked as the WSDL's Size type: an xsd:int 0..1000000.
sub size_of {
    my ($operation, $envelope, $required) = @_;
    my @parts = EchoSoap::SoapLite::BodyParts::of($envelope, 1);
    return undef if !@parts && !$required;
    die EchoSoap::SoapLite::BodyParts::client_fault("$operation takes " . ($required ? 'exactly' : 'at most')
        . ' one element, size') unless @parts == 1 && $parts[0]->name eq 'size';
    my $text = EchoSoap::SoapLite::BodyParts::text_of($parts[0], 'size');
    (my $trimmed = $text) =~ s/\A[ \t\r\n]+|[ \t\r\n]+\z//g;
    die EchoSoap::SoapLite::BodyParts::client_fault("$operation: size must be a whole number from 0 to "
        . MAX_SIZE . ", got '" . printable($trimmed) . "'")
        unless $trimmed =~ /\A\+?0*([0-9]{1,7})\z/ && $1 <= MAX_SIZE;
    return 0 + $1;
}

sub printable {
    my ($s) = @_;
    $s = substr($s, 0, 40) . '...' if length($s) > 40;
    $s =~ s/[^\x20-\x7e]/?/g;
    return $s;
}

1;
