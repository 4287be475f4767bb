package EchoSoap::SoapLite::LiteralSerializer;
# SOAP::Lite's serializer writing the contracts' document/literal answers: SOAP::Lite names an answer
# OPERATIONResponse in a prefixed namespace and types every value (xsi:type); the WSDLs want echoFloatResult (seed
# 000's name) and OPResponse, in the service's namespace as the default one (so that <result> and <return> are in
# it too, elementFormDefault="qualified"), and no types. Only the wrapper's name and namespace change: the envelope
# is still SOAP::Lite's own writing.
use strict;
use warnings;
use SOAP::Lite;
use EchoSoap::SoapLite::Contract;
our @ISA = ('SOAP::Serializer');

sub new {
    my ($class, @arguments) = @_;
    my $self = $class->SUPER::new(@arguments);
    $self->autotype(0);
    # Literal: no soap:encodingStyle (SOAP::Lite claims SOAP encoding for every envelope by default).
    $self->encodingStyle('');
    return $self;
}

sub envelope {
    my ($self, $type, @arguments) = @_;
    return $self->SUPER::envelope($type, @arguments) unless $type eq 'response';
    my ($name, @results) = @arguments;
    my $namespace = $self->uri // '';
    (my $operation = $name) =~ s/Response\z//;
    my $element = EchoSoap::SoapLite::Contract::response_element($namespace, $operation) // $name;
    my $wrapper = SOAP::Data->name($element)->attr({ xmlns => $namespace });
    # An answer without values is an empty element: without a value SOAP::Lite writes xsi:nil="true", which the
    # WSDL's empty sequence does not allow; an empty raw-XML value writes nothing.
    @results = (SOAP::Data->type(xml => '')) unless @results;
    return $self->SUPER::envelope(response => $wrapper, @results);
}

1;
