package EchoSoap::SoapLite::Connection;
# Serves one client connection, in its own process (HttpServer forks one per connection), request after request
# while the client keeps it alive: HTTP::Daemon reads the head, this reads the body within Limits (Content-Length or
# chunked, at most MAX_REQUEST_BYTES, head and body within REQUEST_READ_SECONDS, 100 Continue when asked), Router
# answers, and the answer goes out in one write with Server-Timing (the time from the whole request read to the
# answer written, as the Java WARs' filter measures inside the webapp). Whatever goes wrong in one request is one
# line in the log and, where the connection still allows it, a one-line answer: never the server's end.
use strict;
use warnings;
use HTTP::Status ();
use Socket qw(IPPROTO_TCP TCP_NODELAY);
use Time::HiRes ();
use EchoSoap::SoapLite::Limits;

use constant TEXT => 'text/plain; charset=UTF-8';

# Thrown (as a die) to end a connection with an HTTP answer: [status, reason].
package EchoSoap::SoapLite::Connection::Refusal { sub new { my ($c, @a) = @_; return bless [@a], $c } }

package EchoSoap::SoapLite::Connection;

sub serve {
    my ($socket, $router, $log) = @_;
    # Nagle's algorithm with the client's delayed ACK would hold small answers for 40 ms.
    setsockopt($socket, IPPROTO_TCP, TCP_NODELAY, 1);
    $socket->timeout(EchoSoap::SoapLite::Limits::REQUEST_READ_SECONDS);
    while (wait_for_request($socket)) {
        my ($request, $keep_alive);
        my $ok = eval {
            local $SIG{ALRM} = sub { die EchoSoap::SoapLite::Connection::Refusal->new(408,
                'the request did not arrive within ' . EchoSoap::SoapLite::Limits::REQUEST_READ_SECONDS . ' s') };
            alarm(EchoSoap::SoapLite::Limits::REQUEST_READ_SECONDS);
            $request = $socket->get_request(1);
            if ($request) {
                $keep_alive = keeps_alive($request);
                $request->content(read_body($socket, $request));
            }
            alarm(0);
            1;
        };
        alarm(0);
        unless ($ok) {
            my $error = $@;
            if (ref $error eq 'EchoSoap::SoapLite::Connection::Refusal') {
                write_answer($socket, $error->[0], TEXT, $error->[1], 0, undef);
            }
            else {
                $log->("request not read: " . one_line($error));
            }
            return;
        }
        return unless $request;    # closed, or HTTP::Daemon answered a bad head itself
        my $started = Time::HiRes::time();
        my @answer = eval {
            local $SIG{ALRM} = sub { die "took longer than " . EchoSoap::SoapLite::Limits::HANDLE_SECONDS . " s\n" };
            alarm(EchoSoap::SoapLite::Limits::HANDLE_SECONDS);
            my @a = $router->answer($request);
            alarm(0);
            @a;
        };
        alarm(0);
        unless (@answer) {
            my $reason = one_line($@);
            $log->('answer failed: ' . $request->method . ' ' . $request->uri->path_query . ": $reason");
            @answer = (500, TEXT, "the server could not answer this request: $reason");
            $keep_alive = 0;
        }
        my $micros = (Time::HiRes::time() - $started) * 1e6;
        return unless write_answer($socket, @answer, $keep_alive, $micros);
        return unless $keep_alive;
    }
    return;
}

# Whether a request (more bytes) comes within IDLE_SECONDS; bytes HTTP::Daemon already buffered count.
sub wait_for_request {
    my ($socket) = @_;
    my $buffered = $socket->read_buffer;
    return 1 if defined $buffered && length $buffered;
    my $bits = '';
    vec($bits, fileno($socket), 1) = 1;
    return select($bits, undef, undef, EchoSoap::SoapLite::Limits::IDLE_SECONDS) > 0;
}

sub keeps_alive {
    my ($request) = @_;
    my $connection = lc($request->header('Connection') // '');
    return $connection =~ /\bkeep-alive\b/ if ($request->protocol // '') !~ m{\AHTTP/1\.[1-9]};
    return $connection !~ /\bclose\b/;
}

# The body as the head announces it, within MAX_REQUEST_BYTES; sends 100 Continue first when the client waits for it.
sub read_body {
    my ($socket, $request) = @_;
    my $max = EchoSoap::SoapLite::Limits::MAX_REQUEST_BYTES;
    my $chunked = lc($request->header('Transfer-Encoding') // '') =~ /\bchunked\b/;
    my $length = $request->header('Content-Length');
    my $too_large = "the request body is larger than $max bytes";
    if (!$chunked) {
        return '' unless defined $length;
        die EchoSoap::SoapLite::Connection::Refusal->new(400, 'Content-Length is not a number')
            unless $length =~ /\A\s*([0-9]{1,15})\s*\z/;
        $length = 0 + $1;
        die EchoSoap::SoapLite::Connection::Refusal->new(413, $too_large) if $length > $max;
    }
    my $expect = $request->header('Expect');
    if (defined $expect) {
        die EchoSoap::SoapLite::Connection::Refusal->new(417, 'only Expect: 100-continue is understood')
            unless lc($expect) eq '100-continue';
        syswrite_all($socket, "HTTP/1.1 100 Continue\r\n\r\n");
    }
    my $buffer = $socket->read_buffer('') // '';
    return chunked_body($socket, \$buffer, $max, $too_large) if $chunked;
    fill($socket, \$buffer, $length);
    $socket->read_buffer(substr($buffer, $length));    # a pipelined next request
    return substr($buffer, 0, $length);
}

sub chunked_body {
    my ($socket, $buffer, $max, $too_large) = @_;
    my $body = '';
    while (1) {
        my $line_end;
        while (($line_end = index($$buffer, "\n")) < 0) {
            die EchoSoap::SoapLite::Connection::Refusal->new(400, 'a chunk size line is too long')
                if length $$buffer > 1024;
            more($socket, $buffer);
        }
        my $line = substr($$buffer, 0, $line_end + 1, '');
        die EchoSoap::SoapLite::Connection::Refusal->new(400, 'a chunk size is not hexadecimal')
            unless $line =~ /\A([0-9A-Fa-f]{1,8})(?:;[^\r\n]*)?\r?\n\z/;
        my $size = hex $1;
        if ($size == 0) {
            # Trailers, up to the blank line.
            while (1) {
                my $end;
                while (($end = index($$buffer, "\n")) < 0) {
                    die EchoSoap::SoapLite::Connection::Refusal->new(400, 'chunked trailers are too long')
                        if length $$buffer > 8192;
                    more($socket, $buffer);
                }
                my $trailer = substr($$buffer, 0, $end + 1, '');
                last if $trailer =~ /\A\r?\n\z/;
            }
            $socket->read_buffer($$buffer);
            return $body;
        }
        die EchoSoap::SoapLite::Connection::Refusal->new(413, $too_large) if length($body) + $size > $max;
        fill($socket, $buffer, $size + 2);
        $body .= substr($$buffer, 0, $size);
        die EchoSoap::SoapLite::Connection::Refusal->new(400, 'a chunk does not end with CRLF')
            unless substr($$buffer, $size, 2) eq "\r\n";
        substr($$buffer, 0, $size + 2, '');
    }
}

sub fill {
    my ($socket, $buffer, $bytes) = @_;
    more($socket, $buffer, $bytes - length $$buffer) while length $$buffer < $bytes;
    return;
}

sub more {
    my ($socket, $buffer, $wanted) = @_;
    my $n = sysread($socket, $$buffer, ($wanted // 0) > 65536 ? $wanted : 65536, length $$buffer);
    die EchoSoap::SoapLite::Connection::Refusal->new(400, 'the connection ended inside the request body')
        unless $n;
    return;
}

# The answer in one write. False when the client is gone.
sub write_answer {
    my ($socket, $status, $content_type, $body, $keep_alive, $micros) = @_;
    my $message = HTTP::Status::status_message($status) // 'Status';
    utf8::encode($body) if utf8::is_utf8($body);
    $body .= "\n" if $content_type eq TEXT;
    my $head = "HTTP/1.1 $status $message\r\nContent-Type: $content_type\r\nContent-Length: " . length($body) . "\r\n";
    $head .= sprintf("Server-Timing: app;dur=%.3f\r\n", $micros / 1000) if defined $micros;
    $head .= "Connection: close\r\n" unless $keep_alive;
    return syswrite_all($socket, "$head\r\n$body");
}

sub syswrite_all {
    my ($socket, $bytes) = @_;
    local $SIG{PIPE} = 'IGNORE';
    my $offset = 0;
    while ($offset < length $bytes) {
        my $n = syswrite($socket, $bytes, length($bytes) - $offset, $offset);
        return 0 unless $n;
        $offset += $n;
    }
    return 1;
}

sub one_line {
    my ($error) = @_;
    $error = ref $error ? ref $error : $error // 'unknown error';
    $error =~ s/\s+\z//;
    return (split /\r?\n/, $error)[0] // '';
}

1;
