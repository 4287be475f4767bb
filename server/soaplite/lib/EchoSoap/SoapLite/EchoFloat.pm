package EchoSoap::SoapLite::EchoFloat;
# Seed 000's echoFloat on SOAP::Lite: reads <input> as an xsd:float and answers it in <result>, formatted as the Java
# stacks do (XsdFloat). SOAP::Lite hands a SOAP::Server::Parameters class the request envelope as the last argument.
use strict;
use warnings;
use SOAP::Lite;
use EchoSoap::SoapLite::BodyParts;
use EchoSoap::SoapLite::XsdFloat;
our @ISA = ('SOAP::Server::Parameters');

sub new { return bless {}, shift }

sub echoFloat {
    my ($self, @arguments) = @_;
    my $envelope = pop @arguments;
    my @parts = EchoSoap::SoapLite::BodyParts::of($envelope, 1);
    die EchoSoap::SoapLite::BodyParts::client_fault('echoFloat takes exactly one element, input')
        unless @parts == 1 && $parts[0]->name eq 'input';
    my $text = EchoSoap::SoapLite::BodyParts::text_of($parts[0], 'input');
    my $value = eval { EchoSoap::SoapLite::XsdFloat::parse($text) };
    if ($@) {
        chomp(my $reason = $@);
        die EchoSoap::SoapLite::BodyParts::client_fault("echoFloat: $reason");
    }
    return SOAP::Data->name(result => EchoSoap::SoapLite::XsdFloat::format($value));
}

1;
