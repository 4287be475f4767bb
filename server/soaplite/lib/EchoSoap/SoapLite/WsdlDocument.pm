package EchoSoap::SoapLite::WsdlDocument;
# A service's WSDL, the file every Java stack serves, with its soap:address pointing at this server (the file says
# http://localhost:8080/echosoap/services/NAME), so that a client generated from ?wsdl (zeep, CXF) calls SOAP::Lite.
use strict;
use warnings;

sub new {
    my ($class, $directory) = @_;
    return bless { directory => $directory, cache => {} }, $class;
}

# The WSDL of service NAME with its address set to ADDRESS, or undef when there is no such file.
sub for_service {
    my ($self, $name, $address) = @_;
    my $text = $self->{cache}{$name} //= do {
        my $file = "$self->{directory}/$name.wsdl";
        open(my $in, '<:raw', $file) or return;
        local $/;
        my $content = <$in>;
        close $in;
        $content;
    };
    (my $copy = $text) =~ s{(<soap:address\s+location=")[^"]*(")}{$1$address$2}g;
    return $copy;
}

1;
