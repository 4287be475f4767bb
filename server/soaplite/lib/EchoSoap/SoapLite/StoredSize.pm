package EchoSoap::SoapLite::StoredSize;
# Latency's service-wide size (setSize), in a file of the server's state directory: each connection is served by a
# process of its own, so a value in memory would be one connection's only, while the Java stacks keep one per server.
# Written to a temporary file and renamed, so a reader never sees half a number.
#
#   my $sizes = EchoSoap::SoapLite::StoredSize->new('/tmp/state');
#   $sizes->store(400); $sizes->current;   # 400 (200 before any store)
use strict;
use warnings;

use constant DEFAULT_SIZE => 200;    # server/common's contract.LatencyValues.DEFAULT_SIZE

sub new {
    my ($class, $directory) = @_;
    return bless { file => "$directory/latency-size" }, $class;
}

sub current {
    my ($self) = @_;
    open(my $in, '<', $self->{file}) or return DEFAULT_SIZE;
    my $text = <$in>;
    close $in;
    return defined $text && $text =~ /\A([0-9]+)\z/ ? 0 + $1 : DEFAULT_SIZE;
}

sub store {
    my ($self, $size) = @_;
    my $temporary = "$self->{file}.$$";
    open(my $out, '>', $temporary) or die "cannot write $temporary: $!\n";
    print {$out} $size;
    close $out or die "cannot write $temporary: $!\n";
    rename($temporary, $self->{file}) or die "cannot rename $temporary: $!\n";
    return;
}

1;
