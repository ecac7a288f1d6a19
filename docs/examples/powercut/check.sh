#!/bin/sh
# The check of both example logs, for bench powercut: a crash state is consistent when the header's
# committed length covers only whole, correct records, and covers every record acknowledged
# ("committed N" in $POWERCUT_ACKS). Prints why when it is not; exit 1.
log="$POWERCUT_DIR/log"
acked=$(grep -o '^committed [0-9]*$' "$POWERCUT_ACKS" | tail -n 1 | cut -d' ' -f2)
acked=${acked:-0}
if [ ! -f "$log" ]; then
    [ "$acked" -eq 0 ] && exit 0
    echo "no log, but $acked records were acknowledged"; exit 1
fi
header=$(head -c 15 "$log")
case "$header" in
    *[!0-9]*|"") echo "header '$header' is not a length"; exit 1 ;;
esac
length=$(expr "$header" + 0)
records=$((length / 32))
if [ $((records * 32)) -ne "$length" ]; then echo "header length $length is not whole records"; exit 1; fi
if [ "$records" -lt "$acked" ]; then echo "header holds $records records, $acked were acknowledged"; exit 1; fi
expected=$(mktemp) || exit 2
awk -v n="$records" 'BEGIN { for (i = 1; i <= n; i++) printf "rec %08d payload %010d\n", i, (i * 7919) % 10000000000 }' > "$expected"
if ! tail -c +17 "$log" | head -c "$length" | cmp -s - "$expected"; then
    rm -f "$expected"
    echo "header says $records records, but the log does not hold them all"; exit 1
fi
rm -f "$expected"
