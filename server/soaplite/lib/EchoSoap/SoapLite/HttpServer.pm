package EchoSoap::SoapLite::HttpServer;
# The listening side: HTTP::Daemon (the HTTP server SOAP::Lite's own daemon transport uses) on one loopback address,
# one process per connection (a connection that is kept alive, or that hangs, holds only its own process; a request
# that brings a process down ends only its own connection), at most Limits::MAX_CONNECTIONS at once (a 503 beyond).
# SIGTERM stops the children and then the server.
#
#   EchoSoap::SoapLite::HttpServer->new(host => '127.0.0.1', port => 12080, router => $router, log => $log)->run;
use strict;
use warnings;
use HTTP::Daemon;
use POSIX ();
use EchoSoap::SoapLite::Connection;
use EchoSoap::SoapLite::Limits;

sub new {
    my ($class, %options) = @_;
    my $daemon = EchoSoap::SoapLite::HttpServer::Daemon->new(LocalAddr => $options{host}, LocalPort => $options{port}, ReuseAddr => 1,
        Listen => 128, Timeout => 1)
        or die "cannot listen on $options{host}:$options{port}: " . ($@ || $!) . "\n";
    $daemon->url;    # known before a connection's process closes its copy of the listening socket
    return bless { %options, daemon => $daemon, children => {} }, $class;
}

sub run {
    my ($self) = @_;
    my $stopping = 0;
    local $SIG{TERM} = sub { $stopping = 1 };
    local $SIG{INT} = sub { $stopping = 1 };
    local $SIG{CHLD} = sub { $self->reap };
    until ($stopping) {
        my $socket = $self->{daemon}->accept or next;    # a second without a connection, or a signal
        $self->reap;
        if (keys %{ $self->{children} } >= EchoSoap::SoapLite::Limits::MAX_CONNECTIONS) {
            EchoSoap::SoapLite::Connection::write_answer($socket, 503, 'text/plain; charset=UTF-8',
                'too many connections (' . EchoSoap::SoapLite::Limits::MAX_CONNECTIONS . ' at once); try again later',
                0, undef);
            close $socket;
            next;
        }
        my $pid = fork;
        if (!defined $pid) {
            $self->{log}->("fork failed: $!");
            close $socket;
            next;
        }
        if ($pid == 0) {
            $SIG{TERM} = 'DEFAULT';
            $SIG{INT} = 'DEFAULT';
            $SIG{CHLD} = 'DEFAULT';
            close $self->{daemon};
            eval { EchoSoap::SoapLite::Connection::serve($socket, $self->{router}, $self->{log}); 1 }
                or $self->{log}->('connection failed: ' . EchoSoap::SoapLite::Connection::one_line($@));
            close $socket;
            POSIX::_exit(0);
        }
        $self->{children}{$pid} = 1;
        close $socket;
    }
    kill 'TERM', keys %{ $self->{children} };
    return;
}

sub reap {
    my ($self) = @_;
    while ((my $pid = waitpid(-1, POSIX::WNOHANG())) > 0) {
        delete $self->{children}{$pid};
    }
    return;
}

# HTTP::Daemon asks its listening socket for its own URL on every request (HTTP::Request's base): a connection's
# process has closed that socket, so the URL is taken once, in the server's process.
package EchoSoap::SoapLite::HttpServer::Daemon;
our @ISA = ('HTTP::Daemon');

sub url {
    my ($self) = @_;
    return ${*$self}{echosoap_url} //= $self->SUPER::url;
}

1;
