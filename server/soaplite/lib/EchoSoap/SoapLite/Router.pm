package EchoSoap::SoapLite::Router;
# What this server answers to one whole request (an HTTP::Request with its body), below one context (/soaplite):
#   POST services/EchoFloat, services/Latency  SOAP::Lite (SoapHandler), after RequestGate's checks on the bytes
#   GET  services/NAME?wsdl                     the service's WSDL, its address pointing here
#   POST baseline/null[?responseBytes=N]        the null baseline: the body read and dropped, a fixed answer
# and the refusals every Java stack makes before its SOAP engine (server/common's contract.HttpRefusals): 404 for a
# service not here, 405 for anything but POST, 415 for a Content-Type that is not SOAP 1.1, each one line of text.
#
#   my $router = EchoSoap::SoapLite::Router->new(context => '/soaplite', wsdl_directory => $dir, state_directory => $d);
#   my ($status, $content_type, $body) = $router->answer($http_request);
use strict;
use warnings;
use HTTP::Request;
use SOAP::Lite;
use EchoSoap::SoapLite::Contract;
use EchoSoap::SoapLite::EchoFloat;
use EchoSoap::SoapLite::Latency;
use EchoSoap::SoapLite::PaddedResponse;
use EchoSoap::SoapLite::RequestGate;
use EchoSoap::SoapLite::SoapHandler;
use EchoSoap::SoapLite::StoredSize;
use EchoSoap::SoapLite::WsdlDocument;

use constant TEXT => 'text/plain; charset=UTF-8';
use constant XML  => 'text/xml; charset=utf-8';
use constant NOT_POST => 'SOAP endpoints take POST; GET serves only ?wsdl';

sub new {
    my ($class, %options) = @_;
    my $self = bless {
        context => $options{context},
        wsdl    => EchoSoap::SoapLite::WsdlDocument->new($options{wsdl_directory}),
    }, $class;
    $self->{handlers} = {
        EchoFloat => EchoSoap::SoapLite::SoapHandler->for_service('EchoFloat', EchoSoap::SoapLite::EchoFloat->new),
        Latency   => EchoSoap::SoapLite::SoapHandler->for_service('Latency',
            EchoSoap::SoapLite::Latency->new(EchoSoap::SoapLite::StoredSize->new($options{state_directory}))),
    };
    $self->prime;
    return $self;
}

# Seed 000's request, byte for byte (/work/shared/specs/echoFloat-request.xml, as the client sends it).
my $SEED_REQUEST = qq{<?xml version="1.0"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" }
    . qq{xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:xsi="http://www.w3.org/1999/XMLSchema-instance" }
    . qq{xmlns:xsd="http://www.w3.org/1999/XMLSchema">\n<soap:Body>\n<echoFloat xmlns="http://tempuri.org/">\n}
    . qq{<input xsi:type="xsd:float">3.14159</input>\n</echoFloat>\n</soap:Body>\n</soap:Envelope>\n};

# One call of each service in the server's process, at start: SOAP::Lite loads much of itself (the parser, encoders)
# on first use, and without this every connection's process would load it anew (37 ms on its first request, against
# 1 ms after). The answer to the seed request is kept as the null baseline's: the very bytes SOAP::Lite answers it
# (SOAP::Lite writes the XML Schema namespace the request used, 1999 here), as echosoap.war's null answers Axis2's.
sub prime {
    my ($self) = @_;
    (my $latency = $SEED_REQUEST) =~ s{<echoFloat xmlns="http://tempuri.org/">\n<input xsi:type="xsd:float">3.14159</input>\n</echoFloat>}
        {<getString xmlns="http://echosoap.org/wsdl/Latency"><size>1</size></getString>};
    for my $call (['EchoFloat', $SEED_REQUEST], ['Latency', $latency]) {
        my $request = HTTP::Request->new(POST => "http://127.0.0.1$self->{context}/services/$call->[0]",
            ['Content-Type' => 'text/xml; charset=UTF-8'], $call->[1]);
        my ($status, undef, $body) = $self->answer($request);
        die "priming $call->[0] failed: HTTP $status $body\n" unless $status == 200;
        $self->{seed_answer} //= $body;
    }
    return;
}

# (status, content type, body) for REQUEST.
sub answer {
    my ($self, $request) = @_;
    my $path = $request->uri->path;
    my $context = $self->{context};
    return (404, TEXT, "nothing at " . printable($path) . "; this SOAP::Lite server serves $context/services/"
        . join(', ', EchoSoap::SoapLite::Contract::service_names()) . " and $context/baseline/null")
        unless $path =~ m{\A\Q$context\E/(services|baseline)/([^/]*)\z};
    my ($kind, $name) = ($1, $2);
    return $self->baseline($request, $name) if $kind eq 'baseline';
    my $handler = $self->{handlers}{$name};
    return (404, TEXT, "no service named '" . printable($name) . "' here; deployed: "
        . join(', ', EchoSoap::SoapLite::Contract::service_names())) unless $handler;
    if ($request->method eq 'GET' && lc($request->uri->query // '') eq 'wsdl') {
        my $address = 'http://' . $self->host_of($request) . "$context/services/$name";
        my $wsdl = $self->{wsdl}->for_service($name, $address);
        return defined $wsdl ? (200, XML, $wsdl) : (404, TEXT, "no WSDL for $name");
    }
    return (405, TEXT, NOT_POST) unless $request->method eq 'POST';
    my @refusal = content_type_refusal($request->header('Content-Type'));
    return @refusal if @refusal;
    my $content = $request->content;
    if (defined(my $reason = EchoSoap::SoapLite::RequestGate::refusal(\$content))) {
        return (500, XML, $handler->serializer->fault('Client', $reason));
    }
    $handler->request($request);
    $handler->handle;
    my $response = $handler->response;
    return ($response->code, XML, $response->content);
}

sub baseline {
    my ($self, $request, $name) = @_;
    return (404, TEXT, "this SOAP::Lite server has only the null baseline ($self->{context}/baseline/null)")
        unless $name eq 'null';
    return (405, TEXT, 'the baselines take POST') unless $request->method eq 'POST';
    my $query = $request->uri->query // '';
    return (200, XML, $self->{seed_answer}) if $query eq '';
    my $min = EchoSoap::SoapLite::PaddedResponse::min_bytes();
    my $max = EchoSoap::SoapLite::PaddedResponse::MAX_BYTES;
    my ($bytes) = $query =~ /\AresponseBytes=([0-9]{1,9})\z/;
    return (400, TEXT, "responseBytes must be a whole number from $min to $max (the only parameter here)")
        unless defined $bytes && $bytes >= $min && $bytes <= $max;
    return (200, XML, EchoSoap::SoapLite::PaddedResponse::of($bytes));
}

# 415 for a Content-Type that is not SOAP 1.1 (none at all is read as SOAP 1.1, as Axis2 reads it); () otherwise.
sub content_type_refusal {
    my ($content_type) = @_;
    return () unless defined $content_type;
    (my $media = lc((split /;/, $content_type, 2)[0] // '')) =~ s/\A\s+|\s+\z//g;
    return () if $media eq '' || $media eq 'text/xml';
    return (415, TEXT, "Content-Type " . printable($content_type) . " is SOAP 1.2; this SOAP::Lite server takes "
        . "SOAP 1.1: send text/xml") if $media eq 'application/soap+xml';
    return (415, TEXT, "Content-Type " . printable($content_type) . " is not SOAP; this SOAP::Lite server takes "
        . "SOAP 1.1: send text/xml");
}

# The Host the client named (for the WSDL's address), if it is a plain host[:port]; else the server's own.
sub host_of {
    my ($self, $request) = @_;
    my $host = $request->header('Host') // '';
    return $host if $host =~ /\A[A-Za-z0-9.\-]+(?::[0-9]{1,5})?\z/ || $host =~ /\A\[[0-9A-Fa-f:.]+\](?::[0-9]{1,5})?\z/;
    return $request->uri->host_port;
}

sub printable {
    my ($s) = @_;
    $s //= '';
    $s = substr($s, 0, 100) . '...' if length($s) > 100;
    $s =~ s/[^\x20-\x7e]/?/g;
    return $s;
}

1;
