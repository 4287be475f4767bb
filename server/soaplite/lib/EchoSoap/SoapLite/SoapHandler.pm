package EchoSoap::SoapLite::SoapHandler;
# SOAP::Lite's HTTP server side (SOAP::Transport::HTTP::Server: an HTTP::Request in, an HTTP::Response out, the
# class SOAP::Lite's own HTTP::Daemon transport uses) for one service, with three changes: answers are written by
# LiteralSerializer; the Body's element is checked against the service's operations and the SOAPAction before
# SOAP::Lite dispatches (SOAP::Lite would call any method of the service object, and its SOAPAction rule is
# 'uri#method', which the WSDLs' actions are not); and fault reasons are cleaned to one line without Perl file names.
#
#   my $handler = EchoSoap::SoapLite::SoapHandler->for_service('EchoFloat', EchoSoap::SoapLite::EchoFloat->new);
#   $handler->request($http_request); $handler->handle; my $http_response = $handler->response;
use strict;
use warnings;
use SOAP::Transport::HTTP;
use EchoSoap::SoapLite::Contract;
use EchoSoap::SoapLite::LiteralSerializer;
our @ISA = ('SOAP::Transport::HTTP::Server');

use constant MAX_REASON_CHARS => 300;

sub for_service {
    my ($class, $name, $implementation) = @_;
    my $service = EchoSoap::SoapLite::Contract::service($name) or die "no service $name\n";
    my $self = $class->new;
    $self->{echosoap_service} = { %$service, name => $name };
    $self->serializer(EchoSoap::SoapLite::LiteralSerializer->new);
    $self->dispatch_with({ $service->{namespace} => $implementation });
    # The SOAPAction is checked with the operation, in on_dispatch.
    $self->on_action(sub { });
    $self->on_dispatch(sub { return $self->operation_of(shift) });
    return $self;
}

# (namespace, operation) of the request's Body element, or a die with the reason (a Client fault).
sub operation_of {
    my ($self, $request) = @_;
    my $service = $self->{echosoap_service};
    my $ns = $service->{namespace};
    my $expected = join ', ', map { "{$ns}$_" } @{ $service->{order} };
    my $one_of = @{ $service->{order} } > 1 ? 'one of ' : '';
    my $element = $request->dataof('/Envelope/Body/[1]')
        or die "the SOAP Body is empty; $service->{name} expects $one_of$expected\n";
    my $uri = $element->uri // '';
    my $name = $element->name;
    my $found = '{' . printable($uri) . '}' . printable($name);
    die "$service->{name} expects $one_of$expected, found $found\n"
        unless $uri eq $ns && $service->{operations}{$name};
    my $action = $self->action;
    if (defined $action && $action ne '') {
        (my $bare = $action) =~ s/\A"(.*)"\z/$1/s;
        my $wanted = $service->{operations}{$name}{action};
        die "SOAPAction \"" . printable($bare) . "\" does not match the Body's $found (its SOAPAction is \"$wanted\")\n"
            if $bare ne '' && $bare ne $wanted;
    }
    return ($uri, $name);
}

# SOAP::Lite's reasons come from Perl's die: "... at /usr/share/perl5/... line 187.", sometimes over lines.
sub make_fault {
    my ($self, $code, $reason, @rest) = @_;
    return $self->SUPER::make_fault($code, clean_reason($reason), @rest);
}

sub clean_reason {
    my ($reason) = @_;
    return 'the request could not be processed' unless defined $reason && !ref $reason;
    # One line: expat's message comes on the line after SOAP::Lite's.
    $reason =~ s/\s+/ /g;
    $reason =~ s/\A | \z//g;
    $reason =~ s/ at \/\S+ line \d+\.?//g;
    $reason =~ s/\AApplication failed during request deserialization:\s*/the request is not well-formed XML: /;
    $reason =~ s/[^\x20-\x7e]/?/g;
    $reason = substr($reason, 0, MAX_REASON_CHARS) . '...' if length($reason) > MAX_REASON_CHARS;
    return $reason eq '' ? 'the request could not be processed' : $reason;
}

sub printable {
    my ($s) = @_;
    $s = substr($s, 0, 60) . '...' if length($s) > 60;
    $s =~ s/[^\x20-\x7e]/?/g;
    return $s;
}

1;
