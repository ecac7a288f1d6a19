# What watch.sh cost the compares it ran beside: its loop, every second for 20 s, over a work
# directory of 60 rounds' console logs (a ten-minute compare's near its end), timed:
#   /usr/bin/time -f "%e s wall, %U s user, %S s sys" bash watch-cost.sh
# On the development VM, 2026-11-29 11:01 UTC: 20.59 s wall, 6.60 s user, 1.99 s sys (43% of one core).
t=$(mktemp -d)
for i in $(seq -w 1 60); do mkdir -p $t/.compare-rounds-1/$i-A/results/x; echo x > $t/.compare-rounds-1/$i-A/results/x/console.log; done
end=$((SECONDS + 20))
while [ $SECONDS -lt $end ]; do
  for f in $t/.compare-rounds-*/*/results/*/console.log; do
    [ -f "$f" ] || continue
    w=$(basename $(dirname $(dirname $(dirname $(dirname $f))))); r=$(basename $(dirname $(dirname $(dirname $f))))
    mkdir -p $t/c/$w/$r; [ -f $t/c/$w/$r/console.log ] || cp $f $t/c/$w/$r/
  done
  sleep 1
done
rm -rf $t
