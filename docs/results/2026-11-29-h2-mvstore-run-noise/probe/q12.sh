cd /tmp/probe
while kill -0 21302 2>/dev/null; do sleep 5; done
for i in 1 2; do
  echo "thp-none-$i start $(date -u +%T)" >> q12.order; JOPT="-Ddurability=none -XX:+UseTransparentHugePages" bash run7.sh thp-none-$i 9 /tmp 1000000 4 -1
  echo "nothp-none-$i start $(date -u +%T)" >> q12.order; JOPT="-Ddurability=none" bash run7.sh nothp-none-$i 9 /tmp 1000000 4 -1
  echo "thp-$i start $(date -u +%T)" >> q12.order; JOPT="-XX:+UseTransparentHugePages" bash run7.sh thp-$i 9 /tmp 1000000 4 -1
  echo "nothp-$i start $(date -u +%T)" >> q12.order; bash run7.sh nothp-$i 9 /tmp 1000000 4 -1
done
echo done >> q12.order
