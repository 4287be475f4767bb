package EchoSoap::SoapLite::Contract;
# The two contracts this server serves, as their WSDLs say (server/contract/src/main/resources/wsdl/NAME.wsdl, the
# same files every Java stack serves): each service's namespace, its operations' SOAPAction and the
# element its answer is wrapped in (echoFloat answers echoFloatResult, seed 000's name; the Latency calls answer
# OPResponse).
use strict;
use warnings;

my %SERVICES = (
    EchoFloat => {
        namespace  => 'http://tempuri.org/',
        operations => {
            echoFloat => { action => 'http://tempuri.org/echoFloat', response => 'echoFloatResult' },
        },
        order => [qw(echoFloat)],
    },
    Latency => {
        namespace  => 'http://echosoap.org/wsdl/Latency',
        operations => {
            map { $_ => { action => $_, response => "${_}Response" } } qw(doNothing setSize getString getIntegers)
        },
        order => [qw(doNothing setSize getString getIntegers)],
    },
);

# The service names, sorted: "EchoFloat, Latency".
sub service_names { return sort keys %SERVICES }

# The service called NAME (a hash: namespace, operations, order), or undef.
sub service {
    my ($name) = @_;
    return $SERVICES{$name};
}

# The element an operation's answer is wrapped in, given the service's namespace and the operation: undef if none.
sub response_element {
    my ($namespace, $operation) = @_;
    for my $service (values %SERVICES) {
        next unless $service->{namespace} eq $namespace;
        my $op = $service->{operations}{$operation} or return;
        return $op->{response};
    }
    return;
}

1;
