package EchoSoap::SoapLite::XsdFloat;
# xsd:float in and out with the rules of the Java stacks (server/common's contract.xsd.XsdFloat): decimal and exponent
# forms, INF, +INF, -INF, NaN, surrounding XML white space; the value rounded to a 32-bit float (IEEE 754, as
# Java's float); written as Java's Float.toString writes it (shortest digits that read back as the same float;
# plain notation from 0.001 up to 10^7, "d.ddE-n" outside; at least one digit after the point), so that SOAP::Lite
# answers what Axis2, CXF and Metro answer.
#
#   my $f = EchoSoap::SoapLite::XsdFloat::parse(" 3.14159 ");   # the float nearest 3.14159, or die "...\n"
#   EchoSoap::SoapLite::XsdFloat::format($f);                    # "3.14159"
use strict;
use warnings;

my $DECIMAL = qr/\A[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\z/;
my $INF = 9**9**9;
my $NEGATIVE_ZERO = unpack('f>', pack('N', 0x80000000));
my $MAX_FLOAT = unpack('f>', pack('N', 0x7f7fffff));
# Halfway between the largest float and the next power of two: from here on, round-to-nearest gives infinity.
my $ROUNDS_TO_INFINITY = 2**128 - 2**103;

# The float a literal names; dies with a one-line reason ("\n"-terminated) when it is not an xsd:float literal.
sub parse {
    my ($text) = @_;
    die "input is missing or not a simple value; expected an xsd:float\n" if !defined $text || ref $text;
    (my $s = $text) =~ s/\A[ \t\r\n]+|[ \t\r\n]+\z//g;
    return $INF if $s eq 'INF' || $s eq '+INF';
    return -$INF if $s eq '-INF';
    return $INF - $INF if $s eq 'NaN';
    die "'" . quoted($s) . "' is not an xsd:float\n" unless $s =~ $DECIMAL;
    my $value = to_float(0 + $s);
    # Perl reads "-0" (and "-0.0e5") as the integer 0: the sign of a negative zero must be put back.
    return $value == 0 && $s =~ /\A-/ ? $NEGATIVE_ZERO : $value;
}

# The 32-bit float nearest a number (Perl numbers are doubles); beyond the float range, an infinity. Perl's pack
# makes every value above the largest float an infinity, also those IEEE 754 rounds down to it.
sub to_float {
    my ($value) = @_;
    return $value if $value != $value;
    return $value < 0 ? -$MAX_FLOAT : $MAX_FLOAT if abs($value) > $MAX_FLOAT && abs($value) < $ROUNDS_TO_INFINITY;
    no warnings;
    return unpack('f', pack('f', $value));
}

sub format {
    my ($value) = @_;
    return 'NaN' if $value != $value;
    return 'INF' if $value == $INF;
    return '-INF' if $value == -$INF;
    if ($value == 0) {
        # Negative zero: its sign is in the bytes only.
        return unpack('C', substr(pack('f>', $value), 0, 1)) & 0x80 ? '-0.0' : '0.0';
    }
    my ($sign, $digits, $exponent) = shortest_digits($value);
    my $text;
    if ($exponent >= -3 && $exponent < 7) {
        if ($exponent >= 0) {
            my $int = substr($digits . ('0' x 8), 0, $exponent + 1);
            my $frac = length($digits) > $exponent + 1 ? substr($digits, $exponent + 1) : '0';
            $text = "$int.$frac";
        }
        else {
            $text = '0.' . ('0' x (-$exponent - 1)) . $digits;
        }
    }
    else {
        # Java writes at least one digit after the point, the nearest one: 1.4E-45, not 1.0E-45 (which reads back
        # as the same float too).
        ($sign, $digits, $exponent) = nearest_two_digits($value) if length($digits) == 1;
        my $frac = length($digits) > 1 ? substr($digits, 1) : '0';
        $text = substr($digits, 0, 1) . ".$frac" . 'E' . $exponent;
    }
    return $sign . $text;
}

# (sign, significant digits without trailing zeros, decimal exponent of the first digit): the fewest digits that
# read back as the same float.
sub shortest_digits {
    my ($value) = @_;
    for my $precision (0 .. 8) {
        my $candidate = sprintf('%.*e', $precision, $value);
        next unless to_float($candidate) == $value;
        my ($sign, $first, $rest, $exponent) = $candidate =~ /\A(-?)([0-9])(?:\.([0-9]+))?e([+-][0-9]+)\z/
            or die "unexpected number format '$candidate'\n";
        (my $digits = $first . ($rest // '')) =~ s/0+\z//;
        return ($sign, $digits eq '' ? '0' : $digits, 0 + $exponent);
    }
    die "no float digits for $value\n";
}

# (sign, the two significant digits nearest the float's exact value, exponent).
sub nearest_two_digits {
    my ($value) = @_;
    my ($sign, $first, $second, $exponent) = sprintf('%.1e', $value) =~ /\A(-?)([0-9])\.([0-9])e([+-][0-9]+)\z/
        or die "unexpected number format for $value\n";
    return ($sign, $first . $second, 0 + $exponent);
}

# At most the first 40 characters, printable ASCII only: a reason never carries a request's junk in full.
sub quoted {
    my ($s) = @_;
    my $short = length($s) > 40 ? substr($s, 0, 40) . '...' : $s;
    $short =~ s/[^\x20-\x7e]/?/g;
    return $short;
}

1;
