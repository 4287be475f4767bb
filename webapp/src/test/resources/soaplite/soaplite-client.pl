#!/usr/bin/perl
# A SOAP::Lite client of the echosoap contracts, as a Perl user would write one (document/literal: the service's
# namespace as the default one, no xsi types, the WSDL's SOAPAction), for the interop ITs:
#   soaplite-client.pl URL echoFloat VALUE       prints echoFloatResult/result
#   soaplite-client.pl URL getString SIZE        prints getStringResponse/return
#   soaplite-client.pl URL getIntegers SIZE      prints the returns, comma-separated
# A SOAP Fault prints "fault: CODE: REASON" and exits 3; a transport failure prints "transport: STATUS" and exits 4.
use strict;
use warnings;
use SOAP::Lite;

my ($url, $operation, $argument) = @ARGV;
die "usage: soaplite-client.pl URL echoFloat|getString|getIntegers VALUE\n" unless defined $argument;
my %contract = (
    echoFloat   => ['http://tempuri.org/', 'http://tempuri.org/echoFloat', 'input', '//echoFloatResult/result'],
    getString   => ['http://echosoap.org/wsdl/Latency', 'getString', 'size', '//getStringResponse/return'],
    getIntegers => ['http://echosoap.org/wsdl/Latency', 'getIntegers', 'size', '//getIntegersResponse/return'],
);
my ($namespace, $action, $part, $answer) = @{ $contract{$operation} or die "unknown operation $operation\n" };
my $client = SOAP::Lite->proxy($url, timeout => 30)->default_ns($namespace)->autotype(0)
    ->on_action(sub { qq("$action") });
# SOAP::Lite dies on a transport error unless told otherwise: report it in one line instead.
$client->on_fault(sub { my ($soap, $result) = @_; return ref $result ? $result : do {
    print 'transport: ', $soap->transport->status, "\n"; exit 4 } });
my $result = $client->call($operation => SOAP::Data->name($part => $argument));
if ($result->fault) {
    print 'fault: ', $result->faultcode, ': ', $result->faultstring, "\n";
    exit 3;
}
print join(',', $result->valueof($answer)), "\n";
